// Steps of an evening of rounds (quick start, "Surprise me", Next Round) shared by
// e2e/party-evening.test.ts and e2e/screenshot-targets-evening.ts.
import { topics } from '@trivia/content';
import type { Page } from 'playwright-core';
import { guess, guessInput, waitForScreen } from './online-steps';

/** The topic the play screen shows (its heading). */
export async function topicInPlay(page: Page): Promise<string> {
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  if (title === '') throw new Error('no topic heading on the play screen');
  return title;
}

/** The top answer of a library topic, by its title (the catalog the server serves). */
function topAnswer(title: string): string {
  const answer = topics.find((topic) => topic.title === title)?.answers[0];
  if (answer === undefined) throw new Error(`no library topic "${title}"`);
  return answer.text;
}

/**
 * Plays the round in progress to its results: the host's team finds the top answer when
 * `hostScores` (5 points), then every other guess misses until the attempts run out and the
 * host shows the results (JUDGE-8). `phones` are every player's page, host first.
 */
export async function playRound(
  code: string,
  phones: readonly Page[],
  { hostScores }: { hostScores: boolean },
): Promise<string> {
  const [host] = phones;
  if (host === undefined) throw new Error('no host');
  await waitForScreen(host, code, 'play');
  const title = await topicInPlay(host);
  let first = hostScores;
  // Moves until the results; waiting (the get-ready moment, a view on its way) is no move.
  const deadline = Date.now() + 90_000;
  for (let move = 0; Date.now() < deadline;) {
    if (new URL(host.url()).pathname.endsWith('/results')) return title;
    const show = host.getByRole('button', { name: 'Show results' });
    if (await show.isVisible()) {
      await show.click();
      await waitForScreen(host, code, 'results');
      return title;
    }
    const guesser = await firstWithInput(phones);
    if (guesser === null) {
      await host.waitForTimeout(200);
      continue;
    }
    const text = first ? topAnswer(title) : `zyzzyva quux ${move}`;
    first = false;
    move += 1;
    const turn = await guesser.getByRole('textbox', { name: /, your guess$/ }).count();
    if (turn === 0) continue;
    await guess(guesser, text);
    await Promise.race([
      guessInput(guesser).waitFor({ state: 'detached', timeout: 5000 }),
      host.getByRole('button', { name: 'Show results' }).waitFor({ timeout: 5000 }),
      waitForScreen(host, code, 'results'),
    ]).catch(() => undefined);
  }
  throw new Error('the round did not reach its results');
}

async function firstWithInput(phones: readonly Page[]): Promise<Page | null> {
  for (const phone of phones) {
    if (await guessInput(phone).isVisible()) return phone;
  }
  return null;
}
