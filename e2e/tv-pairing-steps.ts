// Steps of TV pairing (SCREEN-1, SCREEN-2) shared by e2e/tv-pairing.test.ts and the
// screenshot targets: a TV's /tv page and the host's "Connect a TV" field.
import type { Page } from 'playwright-core';

/** The TV's pairing code as /tv shows it ("ABC 234"), without its space. */
export async function tvPairingCode(tv: Page): Promise<string> {
  const shown = await tv.getByTestId('tv-pairing-code').innerText();
  return shown.replace(/\s+/g, '');
}

/** The TV page is showing its code and its QR code. */
export async function tvPairingShown(tv: Page): Promise<void> {
  await tv.getByTestId('tv-pairing-code').waitFor();
  await tv.getByRole('img', { name: 'QR code to connect this TV from your phone' }).waitFor();
}

/** The host types `code` into the lobby's "Connect a TV" field and sends it. */
export async function connectTv(host: Page, code: string): Promise<void> {
  await host.getByRole('textbox', { name: 'Connect a TV' }).fill(code);
  await host.getByRole('button', { name: 'Connect TV' }).click();
}
