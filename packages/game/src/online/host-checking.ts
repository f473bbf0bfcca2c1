import { isJudgeableGuess } from '../judgement/judgeable';
import { MESSAGES } from '../messages';
import { allRevealed } from '../turns';
import type { RuleResult } from '../types';
import { fail, requireHost } from './access';
import type { Party, PartyState } from './party-state';
import { ONLINE_TIME_EXPIRED } from './time-expired';

/**
 * JUDGE-8 "Host is checking…": how long the host may still accept the guess that ended the
 * game before the winner is shown (the host can skip it).
 */
export const HOST_CHECKING_MS = 5000;

/** What a game's end sets: no turn, no timer, no pause, no checking. */
export const GAME_FINISHED = {
  status: 'finished',
  activeTeamId: null,
  turnDeadline: null,
  getReadyUntil: null,
  hostChecking: false,
  pausedAt: null,
  pausedRemainingMs: null,
} as const satisfies Partial<Party>;

/**
 * True when the guess that ended the game is one the host could still accept: a miss with
 * something typed, while an answer is left to accept it as.
 */
function leavesSomethingToJudge(state: PartyState): boolean {
  const last = state.guesses.at(-1);
  const { topic, revealedIndices } = state.party;
  const answerCount = topic?.answers.length ?? 0;
  return (
    last !== undefined &&
    isJudgeableGuess(last, ONLINE_TIME_EXPIRED) &&
    !allRevealed(revealedIndices.length, answerCount)
  );
}

/**
 * A game that a guess has just finished waits HOST_CHECKING_MS for the host's
 * call when that guess was a refused one, so the winner is not shown on a call the host
 * would overturn. The window is a turn of its own (its number keys the server's time-out,
 * which ends it) with no team active; its end is the turn deadline the timer sweeps.
 */
export function withHostCheck(state: PartyState, now: number): PartyState {
  if (state.party.status !== 'finished' || !leavesSomethingToJudge(state)) return state;
  const party: Party = {
    ...state.party,
    status: 'playing',
    activeTeamId: null,
    hostChecking: true,
    turn: state.party.turn + 1,
    turnDeadline: now + HOST_CHECKING_MS,
  };
  return { ...state, party };
}

function finished(state: PartyState): PartyState {
  return { ...state, party: { ...state.party, ...GAME_FINISHED } };
}

/** The server's timer: the window of `turn` has run out, so the game finishes. */
export function closeHostCheck(
  state: PartyState,
  turn: number,
  now: number,
): RuleResult<PartyState> {
  const { party } = state;
  if (!party.hostChecking) return fail(MESSAGES.notChecking);
  if (turn !== party.turn) return fail(MESSAGES.staleTurn);
  if (party.turnDeadline === null || now < party.turnDeadline) return fail(MESSAGES.turnNotOver);
  return { ok: true, state: finished(state) };
}

/** The host has nothing to accept ("Show results"): the game finishes at once. */
export function skipHostCheck(state: PartyState, userId: string): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  if (!state.party.hostChecking) return fail(MESSAGES.notChecking);
  return { ok: true, state: finished(state) };
}
