import { applyPartyCommand, createParty, partyView } from '@trivia/game';
import type { PartyCommand, PartyState, PartyView, Topic } from '@trivia/game';

/**
 * Builders, not fixture blobs, for the play and results screens' tests: real parties
 * made by the real rules of @trivia/game, seen through partyView like the server sends.
 */

export const T0 = 1_700_000_000_000;
export const HOST = 'host';
export const PLANETS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Earth'] as const;

export const TOPIC: Topic = {
  id: 'largest-planets',
  gameTypeId: 'top5-blitz',
  title: 'Largest planets',
  category: 'Science',
  answers: PLANETS.map((text) => ({ text })),
  sourceUrl: 'https://en.wikipedia.org/wiki/Planet',
  retrievedAt: '2024-01-01',
};

type Command = PartyCommand extends infer C
  ? C extends PartyCommand
    ? Omit<C, 'now'>
    : never
  : never;

/** Applies a command one second after the last change; it must succeed. */
export function step(state: PartyState, command: Command): PartyState {
  const now = state.party.lastUpdatedAt + 1000;
  const result = applyPartyCommand(state, { ...command, now } as PartyCommand);
  if (!result.ok) throw new Error(`${command.type} failed: ${result.error}`);
  return result.state;
}

export interface PlayingOptions {
  /** Members besides the host, e.g. ['ana', 'ben']; host and members alternate teams. */
  players?: string[];
  maxAttempts?: number;
  turnSeconds?: number;
}

/**
 * A game just begun: the host ("Hana") on Team 1 with every other player, Team 2 gets the
 * rest in turn (host, ana → Team 1, Team 2). Team 1 is active.
 */
export function playingParty(options: PlayingOptions = {}): PartyState {
  const players = options.players ?? ['ana'];
  let state = createParty({ code: 'ABC123', hostId: HOST, hostName: 'Hana', now: T0 });
  for (const userId of players) state = step(state, { type: 'join', userId, displayName: userId });
  state = step(state, { type: 'startGame', userId: HOST });
  state = step(state, {
    type: 'chooseGameType',
    userId: HOST,
    gameType: { id: 'top5-blitz', name: 'Top-5 Blitz', description: 'Top 5', maxAnswers: 5 },
  });
  state = step(state, { type: 'chooseTopic', userId: HOST, topic: TOPIC });
  state = step(state, {
    type: 'saveTeams',
    userId: HOST,
    teamNames: ['Team 1', 'Team 2'],
    maxAttempts: options.maxAttempts ?? 3,
    turnSeconds: options.turnSeconds ?? 30,
  });
  [HOST, ...players].forEach((userId, index) => {
    const teamId = index % 2 === 0 ? 'team-1' : 'team-2';
    state = step(state, { type: 'assignTeam', userId: HOST, targetUserId: userId, teamId });
  });
  return step(state, { type: 'beginGame', userId: HOST });
}

/** `userId` guesses `text`; it must be accepted. */
export function guessBy(state: PartyState, userId: string, text: string): PartyState {
  return step(state, { type: 'guess', userId, text });
}

/** What `userId` sees of the party. */
export function viewFor(state: PartyState, userId: string): PartyView {
  return partyView(state, userId);
}

/** A finished game: guesses alternate between the host (Team 1) and ana (Team 2). */
export function finishedParty(guesses: readonly string[], maxAttempts = 3): PartyState {
  let state = playingParty({ maxAttempts });
  guesses.forEach((text, index) => {
    state = guessBy(state, index % 2 === 0 ? HOST : 'ana', text);
  });
  // JUDGE-8: A game that ended on a refused guess waits for the host, who shows the results.
  if (state.party.hostChecking) state = step(state, { type: 'skipChecking', userId: HOST });
  if (state.party.status !== 'finished') throw new Error('the game is not finished');
  return state;
}
