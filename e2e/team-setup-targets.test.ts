// The host's team setup on a 360×640 phone: every control a thumb uses there (the team
// names with their remove ✕, Add Team, the per-member team pickers, Join, Redistribute,
// Begin Game) is at least 44×44 CSS px.
import { expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { e2eSuite, expectNoHorizontalOverflow } from './support';
import {
  chooseTopic,
  createParty,
  joinParty,
  memberPanel,
  newPlayer,
  OCEANS,
  openMembers,
  startGame,
  waitForScreen,
} from './online-steps';

const PHONE = { width: 360, height: 640 };
const MIN_TARGET = 44;

/** Every control inside `area` smaller than 44×44: "name w×h" each. */
async function smallTargets(area: Locator): Promise<string[]> {
  await area.first().waitFor();
  return area.evaluateAll((areas, min) => {
    const controls = areas.flatMap((element) => [
      ...element.querySelectorAll<HTMLElement>('button, a[href], input, select, [role="button"]'),
    ]);
    return controls
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? control.textContent ?? control.id;
        return { name: name.trim(), width: box.width, height: box.height };
      })
      .filter((box) => box.width < min || box.height < min)
      .map((box) => `${box.name} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
  }, MIN_TARGET);
}

e2eSuite('Team setup touch targets (360×640)', (e2e) => {
  it('[TEAM-1][TEAM-5] the host’s team names, remove controls and team pickers are 44×44 or larger', async () => {
    const host = await newPlayer(e2e);
    await host.page.setViewportSize(PHONE);
    const al = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);
    await startGame(host.page, code);
    await chooseTopic(host.page, code, OCEANS.title);

    // Setup: a third team brings a remove ✕ to every team.
    await host.page.getByRole('button', { name: /^\+ Add Team/ }).click();
    const teams = host.page.getByRole('group', { name: 'Teams' });
    await teams.getByRole('button', { name: /^Remove team 3/ }).waitFor();
    expect(await smallTargets(teams)).toEqual([]);
    await expectNoHorizontalOverflow(host.page);
    await teams.getByRole('button', { name: /^Remove team 3/ }).click();

    await host.page.getByRole('button', { name: 'Team Setup' }).click();
    await waitForScreen(host.page, code, 'teams');
    await host.page.getByRole('button', { name: 'Redistribute All Members Evenly' }).click();
    await host.page.getByRole('combobox', { name: `Team of ${al.name}` }).waitFor();
    expect(await smallTargets(host.page.locator('main'))).toEqual([]);
    await openMembers(host.page);
    expect(await smallTargets(memberPanel(host.page))).toEqual([]);
    await expectNoHorizontalOverflow(host.page);
  });
});
