import { findBestMatch } from '../answer-matching';
import { MESSAGES } from '../messages';
import { pointsForRank } from '../scoring';
import { gameEndReason, hasAttemptsLeft, nextTeamIndex } from '../turns';
import { RELAXED_TURN_SECONDS } from '../settings';
import type { RuleResult, Topic } from '../types';
import { fail } from './access';
import { cleanGuessText } from './guess-text';
import type { Party, PartyGuess, PartyMember, PartyState, PartyTeam } from './party-state';

import { withHostCheck } from './host-checking';
import { ONLINE_TIME_EXPIRED } from './time-expired';

export { ONLINE_TIME_EXPIRED };

export type GuessOutcome = Pick<
  PartyGuess,
  'userId' | 'text' | 'correct' | 'rank' | 'points' | 'timedOut'
>;

/**
 * The deadline of a turn starting now (TURN-6: timers are the server's); none in a
 * relaxed game (PAUSE-3: turnSeconds 0, a turn ends on a guess).
 */
export function turnDeadlineFrom(party: Party, now: number): number | null {
  return party.turnSeconds === RELAXED_TURN_SECONDS ? null : now + party.turnSeconds * 1000;
}

export function expiredOutcome(userId: string | null): GuessOutcome {
  return { userId, text: ONLINE_TIME_EXPIRED, correct: false, rank: -1, points: 0, timedOut: true };
}

/** TURN-5: match the guess; a repeat of a found answer is refused. */
export function judgeGuess(
  userId: string,
  text: string,
  topic: Topic,
  revealed: readonly number[],
): RuleResult<GuessOutcome> {
  const match = findBestMatch(text, topic.answers);
  if (!match.found)
    return {
      ok: true,
      state: { userId, text, correct: false, rank: -1, points: 0, timedOut: false },
    };
  if (revealed.includes(match.rank)) return fail(MESSAGES.duplicateAnswer);
  const points = pointsForRank(match.rank);
  return {
    ok: true,
    state: { userId, text, correct: true, rank: match.rank, points, timedOut: false },
  };
}

/** TURN-2, TURN-3: the next team with attempts left gets a new turn, or the party is finished. */
function nextTurn(
  party: Party,
  teams: PartyTeam[],
  revealed: number[],
  teamId: string,
  now: number,
): Partial<Party> {
  const answerCount = party.topic?.answers.length ?? 0;
  const ended = gameEndReason(revealed.length, answerCount, teams, party.maxAttempts);
  const nextIndex = nextTeamIndex(
    teams,
    teams.findIndex((t) => t.id === teamId),
    party.maxAttempts,
  );
  const nextTeam = nextIndex === null ? undefined : teams[nextIndex];
  if (ended !== null || nextTeam === undefined) {
    return { status: 'finished', activeTeamId: null, turnDeadline: null };
  }
  return {
    activeTeamId: nextTeam.id,
    turn: party.turn + 1,
    turnDeadline: turnDeadlineFrom(party, now),
  };
}

/** TURN-2, SCORE-1: every valid guess costs the team one attempt and earns its points; then the turn moves. */
function recordGuess(
  state: PartyState,
  team: PartyTeam,
  outcome: GuessOutcome,
  now: number,
): PartyState {
  const { party } = state;
  const teams = party.teams.map((t) =>
    t.id === team.id ? { ...t, score: t.score + outcome.points, attempts: t.attempts + 1 } : t,
  );
  const revealedIndices = outcome.correct
    ? [...party.revealedIndices, outcome.rank]
    : party.revealedIndices;
  const guesses = [...state.guesses, { ...outcome, teamId: team.id, turn: party.turn, at: now }];
  const turn = nextTurn(party, teams, revealedIndices, team.id, now);
  // The get-ready moment belongs to the first turn only.
  const next = { ...party, teams, revealedIndices, getReadyUntil: null, ...turn };
  return withHostCheck({ ...state, guesses, party: next }, now);
}

/**
 * TURN-4: the first online guess checks, shared by both rule sets (FEUD-8): the game is on,
 * not paused, not being checked, and the sender is a member not removed.
 */
export function guessingMember(state: PartyState, userId: string): RuleResult<PartyMember> {
  const { party } = state;
  if (party.status !== 'playing') return fail(MESSAGES.notPlaying);
  if (party.pausedAt !== null) return fail(MESSAGES.gamePaused);
  if (party.hostChecking) return fail(MESSAGES.hostChecking);
  const member = state.members.find((m) => m.userId === userId);
  if (member === undefined) return fail(MESSAGES.memberNotFound);
  if (member.kickedAt !== null) return fail(MESSAGES.removedFromParty);
  return { ok: true, state: member };
}

/** TURN-4: the online guess checks in order, all but the first (the party exists: the caller's). */
function guessingTeam(state: PartyState, userId: string): RuleResult<PartyTeam> {
  const { party } = state;
  const member = guessingMember(state, userId);
  if (!member.ok) return member;
  if (member.state.teamId !== party.activeTeamId) return fail(MESSAGES.notYourTurn);
  const team = party.teams.find((t) => t.id === party.activeTeamId);
  if (team === undefined) return fail(MESSAGES.activeTeamNotFound);
  if (!hasAttemptsLeft(team, party.maxAttempts)) return fail(MESSAGES.noAttemptsLeft);
  return { ok: true, state: team };
}

/**
 * TURN-4: the online guess checks in order, then the lowercased, trimmed guess is matched,
 * cleaned first (VIEW-3, cleanGuessText: a guess of invisible characters only is refused);
 * a repeat of a found answer is refused; right or wrong it costs one attempt. An empty
 * guess (the browser's auto-submit at 0) records "Time expired - no guess submitted".
 */
export function guess(
  state: PartyState,
  userId: string,
  rawText: string,
  now: number,
): RuleResult<PartyState> {
  const team = guessingTeam(state, userId);
  if (!team.ok) return team;
  const { topic, revealedIndices } = state.party;
  if (topic === null) return fail(MESSAGES.notPlaying);
  // Invisible and control characters never reach the record nor the big screen.
  const text = cleanGuessText(rawText).toLowerCase();
  if (text === '' && rawText.trim() !== '') return fail(MESSAGES.invisibleGuess);
  const outcome =
    text === ''
      ? { ok: true as const, state: expiredOutcome(userId) }
      : judgeGuess(userId, text, topic, revealedIndices);
  if (!outcome.ok) return outcome;
  return { ok: true, state: recordGuess(state, team.state, outcome.state, now) };
}

/**
 * TURN-6: the server ends turn `turn` once its deadline has passed, as an
 * empty guess. Naming the turn makes it apply once: a repeat or a late timer is refused.
 */
export function turnTimeout(state: PartyState, turn: number, now: number): RuleResult<PartyState> {
  const { party } = state;
  if (party.status !== 'playing') return fail(MESSAGES.notPlaying);
  if (turn !== party.turn) return fail(MESSAGES.staleTurn);
  if (party.turnDeadline === null || now < party.turnDeadline) return fail(MESSAGES.turnNotOver);
  const team = party.teams.find((t) => t.id === party.activeTeamId);
  if (team === undefined) return fail(MESSAGES.activeTeamNotFound);
  if (!hasAttemptsLeft(team, party.maxAttempts)) return fail(MESSAGES.noAttemptsLeft);
  return { ok: true, state: recordGuess(state, team, expiredOutcome(null), now) };
}
