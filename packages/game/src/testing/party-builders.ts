import { applyPartyCommand } from '../online/apply-command';
import { activeMembers } from '../online/access';
import { createParty } from '../online/create-party';
import type { PartyCommand } from '../online/party-commands';
import type { PartyState } from '../online/party-state';
import type { RuleSet } from '../feud/feud-round';
import type { Topic } from '../types';
import { makeGameType, makeTopic } from './topic-builders';

/** The creation time of test parties (ms). */
export const T0 = 1_700_000_000_000;
export const HOST = 'host';

/** One second after the party's last change: a clock that always moves forward. */
export function later(state: PartyState, ms = 1000): number {
  return state.party.lastUpdatedAt + ms;
}

/** Applies a command that the test expects to succeed. */
export function run(state: PartyState, command: PartyCommand): PartyState {
  const result = applyPartyCommand(state, command);
  if (!result.ok) throw new Error(`expected ${command.type} to succeed: ${result.error}`);
  return result.state;
}

/** A new party in lobby, hosted by "host" (name "Host"), created at T0. */
export function makeParty(options: { code?: string; now?: number } = {}): PartyState {
  return createParty({
    code: options.code ?? 'ABC123',
    hostId: HOST,
    hostName: 'Host',
    now: options.now ?? T0,
  });
}

/** Joins members by id (display name = id), one second apart. */
export function joinMembers(state: PartyState, userIds: readonly string[]): PartyState {
  return userIds.reduce(
    (s, userId) => run(s, { type: 'join', userId, displayName: userId, now: later(s) }),
    state,
  );
}

/** Ids player-1 .. player-n. */
export function playerIds(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `player-${index + 1}`);
}

export interface PartyOptions {
  players?: number;
  teams?: number;
  maxAttempts?: number;
  turnSeconds?: number;
  topic?: Topic;
  /** FEUD-7: the rule set Team Setup saves (absent: the party's own, Classic). */
  ruleSet?: RuleSet;
}

/** A party in setup: host plus `players` joined (1 by default), game type and topic chosen. */
export function makeSetupParty(options: PartyOptions = {}): PartyState {
  let state = joinMembers(makeParty(), playerIds(options.players ?? 1));
  state = run(state, { type: 'startGame', userId: HOST, now: later(state) });
  state = run(state, {
    type: 'chooseGameType',
    userId: HOST,
    gameType: makeGameType(),
    now: later(state),
  });
  return run(state, {
    type: 'chooseTopic',
    userId: HOST,
    topic: options.topic ?? makeTopic(),
    now: later(state),
  });
}

/** A party in team_setup with `teams` teams (2 by default), everyone spread evenly. */
export function makeTeamSetupParty(options: PartyOptions = {}): PartyState {
  const teams = options.teams ?? 2;
  const players = options.players ?? teams - 1;
  const state = makeSetupParty({ ...options, players });
  return run(state, {
    type: 'saveTeams',
    userId: HOST,
    teamNames: Array.from({ length: teams }, (_, index) => `Team ${index + 1}`),
    maxAttempts: options.maxAttempts ?? 3,
    turnSeconds: options.turnSeconds ?? 30,
    ...(options.ruleSet === undefined ? {} : { ruleSet: options.ruleSet }),
    now: later(state),
  });
}

/** A party playing: team-1 active; the host is on team-1, players spread round-robin. */
export function makePlayingParty(options: PartyOptions = {}): PartyState {
  const state = makeTeamSetupParty(options);
  return run(state, { type: 'beginGame', userId: HOST, now: later(state) });
}

/** The earliest-joined member of a team. */
export function memberOf(state: PartyState, teamId: string | null): string {
  const member = activeMembers(state).find((m) => m.teamId === teamId);
  if (member === undefined) throw new Error(`no member on ${String(teamId)}`);
  return member.userId;
}

/**
 * A game that ended on a refused guess waits in "Host is checking…"; the host
 * skips it, so the game is finished (a finished or still running game is left as it is).
 */
export function skipCheck(state: PartyState): PartyState {
  if (!state.party.hostChecking) return state;
  return run(state, { type: 'skipChecking', userId: state.party.hostId, now: later(state) });
}

/** A member of the active team guesses `text` (expected to be accepted). */
export function playTurn(state: PartyState, text: string): PartyState {
  const userId = memberOf(state, state.party.activeTeamId);
  return run(state, { type: 'guess', userId, text, now: later(state) });
}
