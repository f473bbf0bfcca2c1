import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Realtime } from '../../connection';
import { CONNECT_TV_INVALID, ConnectTvField } from './connect-tv-field';

const REFUSED = 'That TV code is not right or has expired. Check the code on the TV and try again.';

function setup(reply: Awaited<ReturnType<Realtime['send']>>) {
  const send = vi.fn<Realtime['send']>(async () => reply);
  render(<ConnectTvField code="ABC123" send={send} />);
  return { send, user: userEvent.setup() };
}

describe('lobby: Connect a TV', () => {
  it('[SCREEN-2] sends the typed code as the TV shows it, then offers to disconnect screens', async () => {
    const { send, user } = setup({ ok: true, result: { code: 'ABC123' } });
    await user.type(screen.getByRole('textbox', { name: 'Connect a TV' }), 'k7m 2qx');
    await user.click(screen.getByRole('button', { name: 'Connect TV' }));
    expect(send).toHaveBeenCalledWith('pairScreen', { code: 'ABC123', pairingCode: 'K7M2QX' });
    await screen.findByText('TV connected. It now shows the party.');
    await user.click(screen.getByRole('button', { name: 'Disconnect Screens' }));
    expect(send).toHaveBeenLastCalledWith('revokeScreen', { code: 'ABC123' });
  });

  it("[SCREEN-3] a code that cannot be a TV code is not sent; the server's refusal is shown", async () => {
    const { send, user } = setup({ ok: false, error: REFUSED });
    const field = screen.getByRole('textbox', { name: 'Connect a TV' });
    await user.type(field, 'O0I1L5{Enter}');
    expect(await screen.findByText(CONNECT_TV_INVALID)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'K7M2QX{Enter}');
    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
