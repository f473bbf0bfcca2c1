import { acceptInFeud, sameFeudRound } from '../feud/feud-accept';
import { feudActingTeam } from '../feud/feud-rules';
import type { FeudRound } from '../feud/feud-round';
import { MESSAGES } from '../messages';
import { allRevealed } from '../turns';
import type { RuleResult } from '../types';
import { fail, requireHost } from './access';
import { feudScores, isFeudGame, withFeudRound } from './feud-party';
import { acceptCheck, acceptJudgement, type GuessRef } from './host-judgement';
import type { PartyJudgement, PartyState } from './party-state';

/** Whether the round moved to another turn: another phase, pair or team acting. */
function movedOn(before: FeudRound, after: FeudRound): boolean {
  return (
    before.phase !== after.phase ||
    before.faceOffPair !== after.faceOffPair ||
    feudActingTeam(before) !== feudActingTeam(after)
  );
}

/** SCORE-2: a correction that would leave a team below 0 (its bank gone, FEUD-5) is refused. */
function belowZero(state: PartyState, round: FeudRound): boolean {
  return feudScores(state.party.teams, round, state.judgements).some((t) => t.score < 0);
}

/**
 * FEUD-10: the host accepts a missed guess of a Feud game (JUDGE-1, JUDGE-2): the answer is
 * revealed, the guess counts as found, and the round moves as FEUD-6 says; the scores follow
 * the round (FEUD-5). In the checking window (JUDGE-8) a round that is not over goes on; once
 * the game is finished the round stays over and the points join the bank it gave.
 */
export function acceptFeudGuess(
  state: PartyState,
  userId: string,
  ref: GuessRef,
  rank: number,
  now: number,
): RuleResult<PartyState> {
  const checked = acceptCheck(state, userId, ref, rank);
  if (!checked.ok) return checked;
  const { guess, topic, points } = checked.state;
  const { party } = state;
  if (!isFeudGame(party) || guess.feud === undefined) return fail(MESSAGES.notFeudGame);
  const before = party.feud;
  const revealedIndices = [...party.revealedIndices, rank];
  const cleared = allRevealed(revealedIndices.length, topic.answers.length);
  const moved = acceptInFeud(before, guess.feud, rank, points, cleared, party.teams.length);
  const after: FeudRound =
    party.status === 'finished' && moved.phase !== 'done'
      ? { ...before, bank: before.bank + points }
      : moved;
  if (belowZero(state, after)) return fail(MESSAGES.scoreBelowZero);
  const judgement: PartyJudgement = {
    ...acceptJudgement(state, { userId, ref, guess, rank, points, now }),
    feudBefore: before,
    feudAfter: after,
  };
  const next: PartyState = {
    ...state,
    guesses: state.guesses.map((g, index) =>
      index === ref.guessIndex ? { ...g, correct: true, rank, points } : g,
    ),
    judgements: [...state.judgements, judgement],
    party: { ...party, revealedIndices },
  };
  const newTurn = party.hostChecking || movedOn(before, after);
  return { ok: true, state: withFeudRound(next, after, now, newTurn, false) };
}

/**
 * FEUD-10: undoing an accept of a Feud game (JUDGE-6) restores the round as it was before
 * it, while the round has not moved since (else "This correction can no longer be undone"):
 * the guess is missed again and its answer hidden again.
 */
export function undoFeudAccept(
  state: PartyState,
  userId: string,
  judgement: PartyJudgement,
  now: number,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { party } = state;
  if (judgement.undoneAt !== null) return fail(MESSAGES.alreadyUndone);
  if (party.status !== judgement.madeWhile) return fail(MESSAGES.cannotUndoNow);
  const before = judgement.feudBefore;
  if (
    before === undefined ||
    !isFeudGame(party) ||
    !sameFeudRound(party.feud, judgement.feudAfter)
  ) {
    return fail(MESSAGES.cannotUndoNow);
  }
  if (belowZero(state, before)) return fail(MESSAGES.scoreBelowZero);
  const { guessIndex, rank } = judgement;
  const next: PartyState = {
    ...state,
    guesses: state.guesses.map((g, index) =>
      index === guessIndex ? { ...g, correct: false, rank: -1, points: 0 } : g,
    ),
    judgements: state.judgements.map((j) => (j.id === judgement.id ? { ...j, undoneAt: now } : j)),
    party: { ...party, revealedIndices: party.revealedIndices.filter((r) => r !== rank) },
  };
  return { ok: true, state: withFeudRound(next, before, now, movedOn(party.feud, before), false) };
}
