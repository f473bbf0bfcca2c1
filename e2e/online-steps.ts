// Steps of the Online Party Arena shared by the e2e/online-*.test.ts files: people's paths
// through the party screens, using the product's exact strings.
import type { BrowserContext, Page } from 'playwright-core';
import { createGuestSession, type E2E } from './support';

/** The topic the online tests play (packages/content/data/topics/geography.json). */
export const OCEANS = {
  id: 'largest-oceans',
  title: 'Largest oceans',
  answers: ['Pacific', 'Atlantic', 'Indian', 'Southern', 'Arctic'],
} as const;

/**
 * `text` with every JSON "title" emptied, and the Survey Says prompts left out: topic titles
 * and prompts (with their aliases, in the offline pack) are public library text, and may hold
 * a word that is also an answer ("Atlantic hurricane names", "Indian" as a takeaway). What is
 * left is where an answer must never travel before it is revealed (VIEW-1).
 */
export function withoutTitles(text: string): string {
  return withoutPrompts(text).replace(/"title":"(?:[^"\\]|\\.)*"/g, '"title":""');
}

/** A JSON body without its `surveyPrompts` (offline pack) or `prompts` (prompt list) field. */
function withoutPrompts(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return text;
    const { surveyPrompts: _offline, prompts: _listed, ...rest } = body as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return text;
  }
}

export type PartyScreen =
  'lobby' | 'select' | 'topics' | 'survey' | 'setup' | 'teams' | 'play' | 'results';

/** One person at the party: their own browser profile, signed in as a guest. */
export interface Player {
  context: BrowserContext;
  page: Page;
  userId: string;
  name: string;
}

export async function newPlayer(
  e2e: E2E,
  device: 'phone' | 'desktop' = 'phone',
  options: Omit<NonNullable<Parameters<E2E['newContext']>[0]>, 'device'> = {},
): Promise<Player> {
  const context = await e2e.newContext({ ...options, device });
  const user = await createGuestSession(context, e2e.baseURL);
  const page = await context.newPage();
  return { context, page, userId: user.uid, name: user.displayName };
}

/** Waits until the page shows /party/{code}/{screen}. */
export async function waitForScreen(page: Page, code: string, screen: PartyScreen) {
  await page.waitForURL((url) => url.pathname === `/party/${code}/${screen}`, {
    timeout: 15_000,
  });
}

/** /online → "Create Party" → the lobby; returns the party code. */
export async function createParty(page: Page): Promise<string> {
  await page.goto('/online');
  await page.getByRole('button', { name: 'Create Party' }).click();
  await page.waitForURL((url) => /^\/party\/[A-Z0-9]{6}\/lobby$/.test(url.pathname));
  const code = new URL(page.url()).pathname.split('/')[2];
  if (!code) throw new Error(`no party code in ${page.url()}`);
  return code;
}

/** /online → types the code → "Join Party" → the lobby. */
export async function joinParty(page: Page, code: string): Promise<void> {
  await page.goto('/online');
  await page.getByLabel('Party code').fill(code);
  await page.getByRole('button', { name: 'Join Party' }).click();
  await waitForScreen(page, code, 'lobby');
}

/** Lobby "Start Game" (host) → the topics of the default game type, Top-5 Blitz (SETUP-7). */
export async function startGame(host: Page, code: string): Promise<void> {
  await host.getByRole('button', { name: 'Start Game' }).click();
  await waitForScreen(host, code, 'topics');
}

/** The topic cards whose title is `title` (found by search first). */
export async function findTopicCard(host: Page, title: string) {
  await host.getByLabel('Search topics').fill(title);
  return host
    .getByRole('article')
    .filter({ has: host.getByRole('heading', { name: title, exact: true }) });
}

/** Topics: finds `title` by search → "Choose Topic" → setup. */
export async function chooseTopic(host: Page, code: string, title: string): Promise<void> {
  await host.getByLabel('Search topics').fill(title);
  await host
    .getByRole('article')
    .filter({ has: host.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: 'Choose Topic' })
    .click();
  await waitForScreen(host, code, 'setup');
}

export interface GameSettings {
  /** 10 to 120 in steps of 5 (default 30). */
  turnSeconds?: number;
  /** PAUSE-3: no countdown at all. */
  relaxed?: boolean;
  /** 1 to 5 (default 3). */
  maxAttempts?: number;
  /** FEUD-1: the rule set to choose (default: the party's, Classic for a new party). */
  ruleSet?: 'classic' | 'feud';
}

/** Moves a range input with the keyboard (as a person does): Home, then steps up. */
async function setSlider(page: Page, name: string, value: number, min: number, step: number) {
  const slider = page.getByRole('slider', { name });
  await slider.focus();
  await slider.press('Home');
  for (let at = min; at < value; at += step) await slider.press('ArrowRight');
  const shown = Number(await slider.inputValue());
  if (shown !== value) throw new Error(`${name} is ${shown}, wanted ${value}`);
}

/** Setup: the time per turn and max attempts, default team names → "Team Setup" → teams. */
export async function setupTeams(host: Page, code: string, settings: GameSettings = {}) {
  if (settings.turnSeconds !== undefined) {
    await setSlider(host, 'Time per turn', settings.turnSeconds, 10, 5);
  }
  if (settings.relaxed === true) {
    await host.getByRole('switch', { name: /^Relaxed: no countdown/ }).click();
  }
  if (settings.ruleSet !== undefined) {
    const name = settings.ruleSet === 'feud' ? /^Feud/ : /^Classic/;
    await host.getByRole('radio', { name }).check();
  }
  if (settings.maxAttempts !== undefined) {
    await host.getByRole('radio', { name: String(settings.maxAttempts), exact: true }).check();
  }
  await host.getByRole('button', { name: 'Team Setup' }).click();
  await waitForScreen(host, code, 'teams');
}

/**
 * Teams: "Redistribute All Members Evenly" puts members round-robin in joining order
 * (TEAM-4): the host and the 2nd joiner on Team 1, the 1st joiner on Team 2.
 */
export async function assignTeams(host: Page): Promise<void> {
  await host.getByRole('button', { name: 'Redistribute All Members Evenly' }).click();
  await host.getByRole('button', { name: 'Begin Game' }).and(host.locator(':enabled')).waitFor();
}

/** Teams "Begin Game" → everyone on the play screen. */
export async function begin(host: Page, code: string, others: readonly Page[]): Promise<void> {
  await host.getByRole('button', { name: 'Begin Game' }).click();
  await Promise.all([host, ...others].map((page) => waitForScreen(page, code, 'play')));
}

/**
 * A party of `host` and `players` (joined in that order) from the hub to the play screen
 * with `topic`: lobby → select → topics → setup → teams → play.
 */
export async function reachPlay(
  host: Player,
  players: readonly Player[],
  settings: GameSettings & { topic?: string } = {},
): Promise<string> {
  const code = await createParty(host.page);
  for (const player of players) await joinParty(player.page, code);
  await startGame(host.page, code);
  await chooseTopic(host.page, code, settings.topic ?? OCEANS.title);
  await setupTeams(host.page, code, settings);
  await assignTeams(host.page);
  await begin(
    host.page,
    code,
    players.map((player) => player.page),
  );
  return code;
}

/** The guess input of the viewer's team, when it is their turn. */
export function guessInput(page: Page) {
  return page.getByRole('textbox', { name: /, your guess$/ });
}

/** Types a guess and presses Enter (the test then waits for what it expects). */
export async function guess(page: Page, text: string): Promise<void> {
  const input = guessInput(page);
  await input.fill(text);
  await input.press('Enter');
}

/** Waits until the result banner reads `text` (TURN-11 outcomes), team name aside. */
export async function expectBanner(page: Page, text: string, timeout = 20_000): Promise<void> {
  await banner(page).getByText(text, { exact: true }).waitFor({ timeout });
}

/** The result banner's text (TURN-11 outcomes). */
export function banner(page: Page) {
  return page.getByRole('status', { name: 'Last result' });
}

/** Waits until the "Game Activity" box lists a guess of `text` (as the server stored it). */
export async function expectActivity(
  page: Page,
  text: string | RegExp,
  timeout = 20_000,
): Promise<void> {
  await page
    .getByRole('list', { name: 'Recent guesses' })
    .getByRole('listitem')
    .filter({ hasText: typeof text === 'string' ? text.trim().toLowerCase() : text })
    .first()
    .waitFor({ timeout });
}

/**
 * Plays `turns` in order, each once its page shows the input, waiting until `watcher` lists
 * the guess; the last one ends the game, so the screen then moves to the results instead.
 */
export async function playTurns(
  turns: ReadonlyArray<readonly [Page, string]>,
  watcher: Page,
): Promise<void> {
  for (const [index, [page, text]] of turns.entries()) {
    await guessInput(page).waitFor();
    await guess(page, text);
    if (index < turns.length - 1) await expectActivity(watcher, text);
  }
}

/** The team chip of `name` ("Team 1 5 points Attempts: 1/3 ..."). */
export function teamChip(page: Page, name: string) {
  return page.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: name });
}

/** Opens the member panel (a toggle on a phone; always open on a wide screen). */
/** The member panel of a party screen. */
export function memberPanel(page: Page) {
  return page.getByRole('complementary', { name: /^Party [A-Z0-9]{6}/ });
}

export async function openMembers(page: Page): Promise<void> {
  // The party's screens first (they load after the hub): then the toggle, if any.
  await memberPanel(page).waitFor({ state: 'attached' });
  const toggle = page.getByRole('button', { name: /^Members/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
}

export interface Ack {
  ok: boolean;
  error?: string;
  result?: unknown;
}

/**
 * Sends one command on a connection of its own from inside `page` (its cookie, its
 * origin), speaking socket.io's wire format by hand: what a tampering client could send
 * that the screens never would.
 */
export async function sendRawCommand(
  page: Page,
  type: string,
  payload: Record<string, unknown>,
): Promise<Ack> {
  const [ack] = await sendRawCommands(page, [{ type, payload }]);
  if (!ack) throw new Error('no ack');
  return ack;
}

/** Sends `commands` in order on ONE raw connection of `page` (as sendRawCommand); their acks. */
export async function sendRawCommands(
  page: Page,
  commands: ReadonlyArray<{ type: string; payload: Record<string, unknown> }>,
): Promise<Ack[]> {
  return page.evaluate(
    (commands) =>
      new Promise<Ack[]>((resolve, reject) => {
        const url = `${location.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket&v=2`;
        const ws = new WebSocket(url);
        const acks: Ack[] = [];
        const timer = setTimeout(() => {
          ws.close();
          reject(new Error('no ack within 10 s'));
        }, 10_000);
        const sendNext = () => {
          const next = commands[acks.length];
          const commandId = `raw-${Date.now()}-${Math.random().toString(36).slice(2)}`;
          // The ack id of socket.io's wire format: the command's index.
          ws.send(`42${acks.length}${JSON.stringify(['command', { commandId, ...next }])}`);
        };
        ws.onmessage = (event) => {
          const data = String(event.data);
          if (data.startsWith('0{')) ws.send(`40${JSON.stringify({ protocolVersion: 2 })}`);
          else if (data.startsWith('40{')) sendNext();
          else if (data.startsWith(`43${acks.length}[`)) {
            acks.push((JSON.parse(data.slice(`43${acks.length}`.length)) as [Ack])[0]);
            if (acks.length < commands.length) return sendNext();
            clearTimeout(timer);
            ws.close();
            resolve(acks);
          } else if (data === '2') ws.send('3');
          else if (data.startsWith('44')) {
            clearTimeout(timer);
            reject(new Error(`connection refused: ${data}`));
          }
        };
      }),
    commands,
  );
}
