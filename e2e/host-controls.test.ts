import { expect, it } from 'vitest';
import { e2eSuite, expectNoAxeViolations, expectText } from './support';
import {
  createParty,
  guess,
  guessInput,
  joinParty,
  newPlayer,
  openMembers,
  reachPlay,
  waitForScreen,
} from './online-steps';

e2eSuite('Host controls (lock, relaxed turns, pause, names)', (e2e) => {
  it('[HOST-5] a locked party turns a newcomer away until the host unlocks it', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);
    // The switch shows the party's state: it turns on once the server has locked it.
    await host.page.getByRole('switch', { name: 'Lock the party' }).click();
    await expectText(host.page, 'Nobody new can join.');
    await expectNoAxeViolations(host.page, { label: '/party/lobby (Party Safety)' });

    const late = await newPlayer(e2e);
    await late.page.goto('/online');
    await late.page.getByLabel('Party code').fill(code);
    await late.page.getByRole('button', { name: 'Join Party' }).click();
    await expectText(late.page, 'This party is locked');

    await host.page.getByRole('switch', { name: 'Lock the party' }).click();
    await expectText(host.page, 'Anyone with the code can join.');
    await joinParty(late.page, code);
  });

  it('[PAUSE-3][PAUSE-1][HOST-7] a relaxed game has no countdown; the host pauses, everyone sees "Paused"; the host renames a team', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await reachPlay(host, [al], { relaxed: true });
    await guessInput(host.page).waitFor();
    expect(await host.page.getByRole('timer').count()).toBe(0);
    expect(await al.page.getByRole('timer').count()).toBe(0);

    await host.page.getByRole('button', { name: 'Pause Game' }).click();
    for (const page of [host.page, al.page]) {
      await page.getByRole('status').filter({ hasText: 'Paused' }).first().waitFor();
    }
    await expectText(al.page, 'The host paused the game. The countdown is stopped.');
    // No guess is taken while paused: the input makes way for the reason.
    expect(await guessInput(host.page).count()).toBe(0);
    await expectText(host.page, 'The game is paused. Guessing goes on when the host resumes.');

    await host.page.getByRole('button', { name: 'Resume Game' }).click();
    await host.page.getByRole('button', { name: 'Pause Game' }).waitFor();
    await guess(host.page, 'pacific');
    await al.page.getByRole('list', { name: 'Answer board' }).getByText('Pacific').waitFor();
    await waitForScreen(al.page, code, 'play');

    // The host renames a team mid-game: the name rule applies, and every device sees it.
    await openMembers(host.page);
    await host.page.getByRole('button', { name: 'Rename Team 1' }).click();
    await host.page.getByLabel('New name for Team 1').fill('Team 2');
    await host.page.getByRole('button', { name: 'Save Name' }).click();
    await expectText(host.page, 'Team names must be different: "Team 2" is used twice');
    await host.page.getByLabel('New name for Team 1').fill('Night Owls');
    await host.page.getByRole('button', { name: 'Save Name' }).click();
    await host.page.getByRole('button', { name: 'Rename Night Owls' }).waitFor();
    await expectText(al.page, 'Night Owls');
  });

  it('[NAME-5][HOST-7] a profane name is refused with a clear message; the host renames a member', async () => {
    const page = await e2e.newPage();
    await page.goto('/login?next=%2Fprofile');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByLabel('Display name', { exact: true }).fill('Sh1t Happens');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(
      page,
      'Display name contains a word that is not allowed. Please choose another.',
    );

    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);
    await openMembers(host.page);
    await host.page.getByRole('button', { name: `Rename ${al.name}` }).click();
    await host.page.getByLabel(`New name for ${al.name}`).fill('Quiz Wiz');
    await host.page.getByRole('button', { name: 'Save Name' }).click();
    await openMembers(al.page);
    await al.page
      .getByRole('complementary', { name: /^Party / })
      .getByText('Quiz Wiz')
      .waitFor();
  });
});
