import { MESSAGES, wrongStatusMessage } from '../messages';
import type { RuleResult } from '../types';
import { fail, requireHost } from './access';
import { adjustmentRefusal, undoAdjustmentRefusal } from './adjustment-limits';
import { undoFeudAccept } from './feud-judgement';
import type { PartyJudgement, PartyState, PartyTeam } from './party-state';

/** The most points one adjustment gives or takes. */
export const MAX_SCORE_ADJUSTMENT = 10;

/** A valid adjustment: a whole number of points, not 0, at most MAX_SCORE_ADJUSTMENT either way. */
export function isValidAdjustment(points: number): boolean {
  return Number.isInteger(points) && points !== 0 && Math.abs(points) <= MAX_SCORE_ADJUSTMENT;
}

function withScore(teams: readonly PartyTeam[], teamId: string, change: number): PartyTeam[] {
  return teams.map((t) => (t.id === teamId ? { ...t, score: t.score + change } : t));
}

/**
 * JUDGE-4 "Adjust a score": the host gives or takes points from a team while the game is
 * on or its results are shown; shown to everyone as "Host adjusted Team Red by +1". A score
 * never goes below 0, and a team's adjustments and their pace are bounded (JUDGE-5).
 */
export function adjustScore(
  state: PartyState,
  userId: string,
  teamId: string,
  points: number,
  now: number,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { party } = state;
  if (party.status !== 'playing' && party.status !== 'finished') {
    return fail(wrongStatusMessage(party.status));
  }
  if (!isValidAdjustment(points)) return fail(MESSAGES.invalidAdjustment);
  const team = party.teams.find((t) => t.id === teamId);
  if (team === undefined) return fail(MESSAGES.teamNotFound);
  if (team.score + points < 0) return fail(MESSAGES.scoreBelowZero);
  const refusal = adjustmentRefusal(state.judgements, teamId, points, now);
  if (refusal !== null) return fail(refusal);
  const judgement: PartyJudgement = {
    id: state.judgements.length,
    kind: 'adjust',
    byUserId: userId,
    at: now,
    teamId,
    points,
    guessIndex: null,
    guessText: null,
    rank: null,
    madeWhile: party.status,
    undoneAt: null,
  };
  return {
    ok: true,
    state: {
      ...state,
      judgements: [...state.judgements, judgement],
      party: { ...party, teams: withScore(party.teams, teamId, points) },
    },
  };
}

/**
 * JUDGE-6 "Undo": the host takes back a correction while the party is still in the status it
 * was made in (an accept that ended the game stays). An accepted guess is missed again and its
 * answer hidden again; points come back off. A score never goes below 0.
 */
export function undoJudgement(
  state: PartyState,
  userId: string,
  judgementId: number,
  now: number,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const judgement = state.judgements[judgementId];
  if (judgement === undefined) return fail(MESSAGES.judgementNotFound);
  if (judgement.undoneAt !== null) return fail(MESSAGES.alreadyUndone);
  // FEUD-10: a Feud accept is undone by restoring its round.
  if (judgement.feudBefore !== undefined) return undoFeudAccept(state, userId, judgement, now);
  const { party } = state;
  if (party.status !== judgement.madeWhile) return fail(MESSAGES.cannotUndoNow);
  const team = party.teams.find((t) => t.id === judgement.teamId);
  if (team === undefined) return fail(MESSAGES.teamNotFound);
  if (team.score - judgement.points < 0) return fail(MESSAGES.scoreBelowZero);
  const refusal = undoAdjustmentRefusal(state.judgements, judgement);
  if (refusal !== null) return fail(refusal);
  const { guessIndex, rank } = judgement;
  const accepted = judgement.kind === 'accept' && guessIndex !== null;
  return {
    ok: true,
    state: {
      ...state,
      guesses: accepted
        ? state.guesses.map((g, index) =>
            index === guessIndex ? { ...g, correct: false, rank: -1, points: 0 } : g,
          )
        : state.guesses,
      judgements: state.judgements.map((j) => (j.id === judgementId ? { ...j, undoneAt: now } : j)),
      party: {
        ...party,
        revealedIndices: accepted
          ? party.revealedIndices.filter((r) => r !== rank)
          : party.revealedIndices,
        teams: withScore(party.teams, judgement.teamId, -judgement.points),
      },
    },
  };
}
