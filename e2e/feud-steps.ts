// Steps of an online Feud game (FEUD-7..9) shared by e2e/online-feud.test.ts and
// e2e/screenshot-targets-feud.ts: four phones in two teams and a TV.
import { topics } from '@trivia/content';
import type { Page } from 'playwright-core';
import { openBigScreen } from './online-screen-steps';
import {
  assignTeams,
  begin,
  chooseTopic,
  createParty,
  guess,
  guessInput,
  joinParty,
  OCEANS,
  setupTeams,
  startGame,
  waitForScreen,
} from './online-steps';

/** The four phones: Team 1 is the host and Bo, Team 2 is Al and Cy (TEAM-4's round robin). */
export interface FeudPhones {
  host: Page;
  al: Page;
  bo: Page;
  cy: Page;
}

/**
 * A Feud game of OCEANS (turns of 120 s) from the host's lobby, joined by Al, Bo and Cy in
 * that order, the big screen open on `tv`: lobby → topics → setup (Feud) → teams → play.
 */
export async function startFeudGame(phones: FeudPhones, tv: Page | null): Promise<string> {
  const { host, al, bo, cy } = phones;
  const code = await createParty(host);
  for (const page of [al, bo, cy]) await joinParty(page, code);
  if (tv !== null) {
    const { popup, link } = await openBigScreen(host, host.context());
    await popup.close();
    await tv.goto(link);
    await tv.getByText(code, { exact: true }).first().waitFor();
  }
  await startGame(host, code);
  await chooseTopic(host, code, OCEANS.title);
  await setupTeams(host, code, { ruleSet: 'feud', turnSeconds: 120 });
  await tv?.getByTestId('screen-rule-set').getByText('Rules: Feud').waitFor();
  await assignTeams(host);
  await begin(host, code, [al, bo, cy]);
  return code;
}

/** The phone's headline of the Feud round (the face-off pair, who has the floor, STEAL!). */
export function feudHeadline(page: Page) {
  return page.getByTestId('feud-headline');
}

/** FEUD-9: the host names the face-off players by their names, one per face-off team. */
export async function pickFaceOff(host: Page, team1: string, team2: string): Promise<void> {
  const picker = host.getByRole('group', { name: 'Host: who faces off?' });
  await picker.getByRole('combobox', { name: 'For Team 1' }).selectOption({ label: team1 });
  await picker.getByRole('combobox', { name: 'For Team 2' }).selectOption({ label: team2 });
  await picker.getByRole('button', { name: 'Set face-off' }).click();
}

/** The phones that show a guess field now, in the order given. */
export async function withInput(pages: readonly Page[]): Promise<Page[]> {
  const shown = await Promise.all(pages.map((page) => guessInput(page).isVisible()));
  return pages.filter((_, index) => shown[index]);
}

/** Waits until exactly one of `pages` may guess (the floor's member in turn) and returns it. */
export async function oneWithInput(pages: readonly Page[], timeout = 15_000): Promise<Page> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const [page, ...more] = await withInput(pages);
    if (page !== undefined && more.length === 0) return page;
    await pages[0]?.waitForTimeout(100);
  }
  throw new Error('nobody may guess');
}

/** The face-off of OCEANS: Bo (Team 1) finds Atlantic, Al (Team 2) Arctic: Team 1 takes the floor. */
export async function faceOffWonByTeamOne(phones: FeudPhones, names: { al: string; bo: string }) {
  const { host, al, bo } = phones;
  await pickFaceOff(host, names.bo, names.al);
  await feudHeadline(bo).getByText(`Face-off! ${names.bo} vs ${names.al}`).waitFor();
  await guessInput(bo).waitFor();
  await guess(bo, 'atlantic');
  await guessInput(al).waitFor();
  await guess(al, 'arctic');
  await feudHeadline(host).getByText('Team 1 has the floor').waitFor();
}

/** The TV's stage-wide flash of strike `strikes` (it shows for a little over a second). */
export function strikeFlash(tv: Page, strikes: number) {
  return tv.locator(`[data-testid="feud-strike-flash"][data-strikes="${strikes}"]`);
}

/** One floor miss by Team 1's member in turn; waits until the TV shows `strikes` ✕. */
export async function floorMiss(phones: FeudPhones, tv: Page, strikes: number, text: string) {
  const guesser = await oneWithInput([phones.host, phones.bo]);
  await guess(guesser, text);
  await tv.getByRole('img', { name: `${strikes} of 3 strikes` }).waitFor();
}

/** The answers of a library topic, by its title, top first. */
export function topicAnswers(title: string): string[] {
  const topic = topics.find((t) => t.title === title);
  if (topic === undefined) throw new Error(`no library topic "${title}"`);
  return topic.answers.map((answer) => answer.text);
}

/**
 * A round cleared by whoever may guess: the face-off's first answer is the top one (it wins
 * the floor at once), then the floor finds the rest in order. Ends on the results.
 */
export async function clearTheBoard(code: string, pages: readonly Page[], answers: string[]) {
  for (const answer of answers) {
    const deadline = Date.now() + 15_000;
    let guesser: Page | undefined;
    while (guesser === undefined && Date.now() < deadline) {
      [guesser] = await withInput(pages);
      if (guesser === undefined) await pages[0]?.waitForTimeout(100);
    }
    if (guesser === undefined) throw new Error(`nobody may guess "${answer}"`);
    await guess(guesser, answer.toLowerCase());
    await guesser
      .getByRole('list', { name: 'Answer board' })
      .getByText(answer, { exact: true })
      .first()
      .waitFor()
      .catch(() => undefined);
  }
  await Promise.all(pages.map((page) => waitForScreen(page, code, 'results')));
}
