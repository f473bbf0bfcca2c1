import type { AckMessage, ClientCommand, ViewMessage } from '@trivia/protocol';
import { expect } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { makePlayer, PartyClient, type PayloadOf } from './party-client';
import type { RealtimeTestApp } from './realtime-app';

export interface Player {
  userId: string;
  displayName: string;
  cookie: string;
  client: PartyClient;
}

/** The answers of the test topic "Largest oceans" (test/support/builders), rank 0 first. */
export const OCEANS = ['Pacific', 'Atlantic', 'Indian', 'Southern', 'Arctic'] as const;

/**
 * A guest signed in through the real HTTP route of a running server (a process, an
 * instance of a cluster) and connected to it; `name` is how the test calls them.
 */
export async function guestOver(url: string, name: string): Promise<Player> {
  const api = new ApiClient(url);
  const response = await api.post<{ user: { uid: string } }>('/api/auth/guest');
  if (response.status !== 200) throw new Error(`guest sign-in failed: ${response.text}`);
  const cookie = api.jar.header(url);
  const client = await PartyClient.connect(url, { cookie });
  return { userId: response.body.user.uid, displayName: name, cookie, client };
}

/** A guest signed in and connected. */
export async function connectPlayer(testApp: RealtimeTestApp, name: string): Promise<Player> {
  const player = await makePlayer(testApp.database.db, name);
  const client = await PartyClient.connect(testApp.url, { cookie: player.cookie });
  return { ...player, client };
}

/** Sends a command that must be accepted; returns its result. */
export async function must<T extends ClientCommand['type']>(
  player: Player,
  type: T,
  payload: PayloadOf<T>,
) {
  const ack: AckMessage = await player.client.send(type, payload);
  if (!ack.ok) throw new Error(`${player.displayName}: ${type} refused: ${ack.error}`);
  return ack.result;
}

/** A host and `others` players in a lobby; every one subscribed. */
export async function lobbyOf(testApp: RealtimeTestApp, others: number) {
  const host = await connectPlayer(testApp, 'Hana');
  const { code } = await must(host, 'createParty', {});
  if (!code) throw new Error('no code');
  const players: Player[] = [];
  for (let i = 1; i <= others; i += 1) {
    const player = await connectPlayer(testApp, `Player ${i}`);
    await must(player, 'joinParty', { code });
    players.push(player);
  }
  return { code, host, players };
}

export interface GameSetup {
  gameTypeId?: string;
  topicId?: string;
  teamNames?: string[];
  maxAttempts?: number;
  turnSeconds?: number;
  /** FEUD-7: the rule set Team Setup saves (absent: the party's own). */
  ruleSet?: 'classic' | 'feud';
}

/** The host takes a lobby through game type, topic and team setup into play (team-1 first). */
export async function beginGame(host: Player, code: string, setup: GameSetup = {}): Promise<void> {
  await must(host, 'startGame', { code });
  await must(host, 'chooseGameType', { code, gameTypeId: setup.gameTypeId ?? 'top5-blitz' });
  await must(host, 'chooseTopic', { code, topicId: setup.topicId ?? 'largest-oceans' });
  await must(host, 'saveTeams', {
    code,
    teamNames: setup.teamNames ?? ['Red', 'Blue'],
    maxAttempts: setup.maxAttempts ?? 3,
    turnSeconds: setup.turnSeconds ?? 60,
    ...(setup.ruleSet === undefined ? {} : { ruleSet: setup.ruleSet }),
  });
  await must(host, 'beginGame', { code });
}

/**
 * A game in play on "Largest oceans": members spread round-robin in join order over
 * `teams` teams (the host on team-1), `maxAttempts` each, team-1 to guess.
 */
export async function playingParty(
  testApp: RealtimeTestApp,
  options: {
    others: number;
    teams?: number;
    maxAttempts?: number;
    turnSeconds?: number;
    ruleSet?: 'classic' | 'feud';
  },
) {
  const lobby = await lobbyOf(testApp, options.others);
  const { code, host } = lobby;
  const teams = options.teams ?? 2;
  await beginGame(host, code, {
    teamNames: Array.from({ length: teams }, (_, i) => `Team ${i + 1}`),
    maxAttempts: options.maxAttempts ?? 3,
    turnSeconds: options.turnSeconds ?? 30,
    ...(options.ruleSet === undefined ? {} : { ruleSet: options.ruleSet }),
  });
  const view = await host.client.waitForView(code, (v) => v.view.party.status === 'playing');
  return { ...lobby, view };
}

/** The members of a team in a view. */
export function teamMembers(view: ViewMessage, teamId: string): string[] {
  return view.view.members.filter((m) => m.teamId === teamId).map((m) => m.userId);
}

export function expectOk(ack: AckMessage): asserts ack is Extract<AckMessage, { ok: true }> {
  expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true });
}

export function closeAll(...players: Player[]): void {
  for (const player of players) player.client.close();
}
