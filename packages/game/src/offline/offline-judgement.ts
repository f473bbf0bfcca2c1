import { closestAnswer, unrevealedRanks, type ProposedAnswer } from '../judgement/closest-answer';
import { isJudgeableGuess } from '../judgement/judgeable';
import { alreadyFoundMessage, MESSAGES } from '../messages';
import { isValidAdjustment } from '../online/score-corrections';
import { pointsForRank } from '../scoring';
import type { RuleResult } from '../types';
import { acceptFeudGuess, undoFeudAccept } from './offline-feud-judgement';
import { OFFLINE_TIME_EXPIRED } from './offline-guess';
import type {
  OfflineGameState,
  OfflineGuess,
  OfflineJudgement,
  OfflineTeam,
} from './offline-state';

/** Which guess the host judges: its team and its index among that team's guesses. */
export interface OfflineGuessRef {
  teamIndex: number;
  guessIndex: number;
}

const fail = <T>(error: string): RuleResult<T> => ({ ok: false, error });

function judgedGuess(state: OfflineGameState, ref: OfflineGuessRef): RuleResult<OfflineGuess> {
  if ((state.phase !== 'play' && state.phase !== 'results') || state.topic === null) {
    return fail(MESSAGES.noGameInProgress);
  }
  const guess = state.teams[ref.teamIndex]?.guesses[ref.guessIndex];
  if (guess === undefined) return fail(MESSAGES.guessNotFound);
  // A guess typed as time ran out is judged like any miss.
  if (!isJudgeableGuess(guess, OFFLINE_TIME_EXPIRED)) return fail(MESSAGES.onlyMissedGuess);
  return { ok: true, state: guess };
}

/**
 * OFF-7, JUDGE-3: the unrevealed answer closest to a missed guess, proposed as for a host
 * who plays (everyone looks at the one screen), or null: "No close answer: use Adjust score".
 */
export function proposeOfflineAnswer(
  state: OfflineGameState,
  ref: OfflineGuessRef,
): RuleResult<ProposedAnswer | null> {
  const guess = judgedGuess(state, ref);
  if (!guess.ok) return guess;
  const answers = state.topic?.answers ?? [];
  const found = state.revealed.map((r) => r.rank);
  return {
    ok: true,
    state: closestAnswer(guess.state.text, answers, unrevealedRanks(answers.length, found)),
  };
}

function withTeam(
  teams: readonly OfflineTeam[],
  index: number,
  change: (team: OfflineTeam) => OfflineTeam,
): OfflineTeam[] {
  return teams.map((team, i) => (i === index ? change(team) : team));
}

function judgementOf(state: OfflineGameState, fields: Partial<OfflineJudgement>): OfflineJudgement {
  return {
    id: state.judgements.length,
    kind: 'adjust',
    teamIndex: 0,
    points: 0,
    guessIndex: null,
    guessText: null,
    rank: null,
    madeWhile: state.phase === 'results' ? 'results' : 'play',
    undone: false,
    ...fields,
  };
}

/**
 * OFF-7 "Accept": as online, in play only the proposed answer and on the results
 * any answer not found. The answer is revealed for the guess's team, which gets 5 − rank
 * points; the guess counts as correct; attempts and the turn stay. When it reveals the last
 * answer during play the game ends, as a correct guess would.
 */
export function acceptOfflineGuess(
  state: OfflineGameState,
  ref: OfflineGuessRef,
  rank: number,
): RuleResult<OfflineGameState> {
  const guess = judgedGuess(state, ref);
  if (!guess.ok) return guess;
  const answers = state.topic?.answers ?? [];
  if (!Number.isInteger(rank) || answers[rank] === undefined) return fail(MESSAGES.answerNotFound);
  const finder = state.revealed.find((r) => r.rank === rank);
  if (finder !== undefined) {
    return fail(alreadyFoundMessage(state.teams[finder.teamIndex]?.name ?? 'another team'));
  }
  if (state.phase === 'play') {
    const proposal = proposeOfflineAnswer(state, ref);
    if (!proposal.ok) return proposal;
    if (proposal.state === null) return fail(MESSAGES.noCloseAnswer);
    if (proposal.state.rank !== rank) return fail(MESSAGES.acceptProposedOnly);
  }
  const points = pointsForRank(rank);
  const judgement = judgementOf(state, {
    kind: 'accept',
    teamIndex: ref.teamIndex,
    points,
    guessIndex: ref.guessIndex,
    guessText: guess.state.text,
    rank,
  });
  // OFF-12: in a Feud game the points join the round's bank.
  if (state.feud !== null) return acceptFeudGuess(state, guess.state, judgement);
  const teams = withTeam(state.teams, ref.teamIndex, (team) => ({
    ...team,
    score: team.score + points,
    guesses: team.guesses.map((g, i) =>
      i === ref.guessIndex ? { ...g, correct: true, rank, points } : g,
    ),
  }));
  const revealed = [...state.revealed, { rank, teamIndex: ref.teamIndex }];
  const ended = state.phase === 'play' && revealed.length >= answers.length;
  return {
    ok: true,
    state: {
      ...state,
      teams,
      revealed,
      judgements: [...state.judgements, judgement],
      ...(ended ? { phase: 'results' as const, endedBy: 'allRevealed' as const } : {}),
    },
  };
}

/** OFF-7 "+1" / "−1": as online (JUDGE-4); a score never goes below 0. */
export function adjustOfflineScore(
  state: OfflineGameState,
  teamIndex: number,
  points: number,
): RuleResult<OfflineGameState> {
  if (state.phase !== 'play' && state.phase !== 'results') return fail(MESSAGES.noGameInProgress);
  if (!isValidAdjustment(points)) return fail(MESSAGES.invalidAdjustment);
  const team = state.teams[teamIndex];
  if (team === undefined) return fail(MESSAGES.teamNotFound);
  if (team.score + points < 0) return fail(MESSAGES.scoreBelowZero);
  return {
    ok: true,
    state: {
      ...state,
      teams: withTeam(state.teams, teamIndex, (t) => ({ ...t, score: t.score + points })),
      judgements: [...state.judgements, judgementOf(state, { teamIndex, points })],
    },
  };
}

/** OFF-7 "Undo": as online (JUDGE-6), while the game is still in the phase it was made in. */
export function undoOfflineJudgement(
  state: OfflineGameState,
  judgementId: number,
): RuleResult<OfflineGameState> {
  const judgement = state.judgements[judgementId];
  if (judgement === undefined) return fail(MESSAGES.judgementNotFound);
  if (judgement.undone) return fail(MESSAGES.alreadyUndone);
  if (state.phase !== judgement.madeWhile) return fail(MESSAGES.cannotUndoNow);
  if (judgement.kind === 'accept' && state.feud !== null) return undoFeudAccept(state, judgement);
  const team = state.teams[judgement.teamIndex];
  if (team === undefined) return fail(MESSAGES.teamNotFound);
  if (team.score - judgement.points < 0) return fail(MESSAGES.scoreBelowZero);
  const { guessIndex, rank } = judgement;
  const accepted = judgement.kind === 'accept' && guessIndex !== null;
  const teams = withTeam(state.teams, judgement.teamIndex, (t) => ({
    ...t,
    score: t.score - judgement.points,
    guesses: accepted
      ? t.guesses.map((g, i) =>
          i === guessIndex ? { ...g, correct: false, rank: -1, points: 0 } : g,
        )
      : t.guesses,
  }));
  return {
    ok: true,
    state: {
      ...state,
      teams,
      revealed: accepted ? state.revealed.filter((r) => r.rank !== rank) : state.revealed,
      judgements: state.judgements.map((j) => (j.id === judgementId ? { ...j, undone: true } : j)),
    },
  };
}
