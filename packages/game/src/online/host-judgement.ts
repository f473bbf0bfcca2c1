import { closestAnswer, unrevealedRanks, type ProposedAnswer } from '../judgement/closest-answer';
import { alreadyFoundMessage, MESSAGES, wrongStatusMessage } from '../messages';
import { pointsForRank } from '../scoring';
import { allRevealed } from '../turns';
import type { RuleResult, Topic } from '../types';
import { fail, requireHost } from './access';
import { isQuizmaster } from './host-mode';
import type { Party, PartyGuess, PartyJudgement, PartyState } from './party-state';

/** Which guess a host judges: its index in the game's guesses and the turn it was made in. */
export interface GuessRef {
  guessIndex: number;
  turn: number;
}

interface Judged {
  guess: PartyGuess;
  topic: Topic;
}

/**
 * The guess the host judges: the host acts, the game is on or its results are shown, and
 * the guess is a missed guess of this game (the turn guards against a guess of a past game).
 */
function judgedGuess(state: PartyState, userId: string, ref: GuessRef): RuleResult<Judged> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { status, topic } = state.party;
  if ((status !== 'playing' && status !== 'finished') || topic === null) {
    return fail(wrongStatusMessage(status));
  }
  const guess = state.guesses[ref.guessIndex];
  if (guess === undefined || guess.turn !== ref.turn) return fail(MESSAGES.guessNotFound);
  if (guess.correct || guess.timedOut) return fail(MESSAGES.onlyMissedGuess);
  return { ok: true, state: { guess, topic } };
}

/**
 * Issue 20: the unrevealed answer closest to a missed guess, proposed to a host who plays
 * (they never see the others), or null: "No close answer: use Adjust score".
 */
export function proposeAnswer(
  state: PartyState,
  userId: string,
  ref: GuessRef,
): RuleResult<ProposedAnswer | null> {
  const judged = judgedGuess(state, userId, ref);
  if (!judged.ok) return judged;
  const { guess, topic } = judged.state;
  const ranks = unrevealedRanks(topic.answers.length, state.party.revealedIndices);
  return { ok: true, state: closestAnswer(guess.text, topic.answers, ranks) };
}

/** The team that found answer `rank`: its correct guess's team. */
function finderName(state: PartyState, rank: number): string {
  const finder = state.guesses.find((g) => g.correct && g.rank === rank);
  return state.party.teams.find((t) => t.id === finder?.teamId)?.name ?? 'another team';
}

/** A host who plays may accept only the proposal, so Accept cannot probe for hidden answers. */
function checkChoice(state: PartyState, userId: string, ref: GuessRef, rank: number) {
  if (state.party.status !== 'playing' || isQuizmaster(state, userId)) return null;
  const proposal = proposeAnswer(state, userId, ref);
  if (!proposal.ok) return proposal.error;
  if (proposal.state === null) return MESSAGES.noCloseAnswer;
  return proposal.state.rank === rank ? null : MESSAGES.acceptProposedOnly;
}

/**
 * Issue 20 "Accept a refused guess": the answer is revealed, the guessing team gets
 * 5 − rank points, the guess counts as correct, attempts and the turn stay as they are, and
 * the correction is recorded. A quizmaster picks any unrevealed answer, a host who plays the
 * proposed one; on the results any host picks any answer not found. When it reveals the
 * last answer the game ends, as a correct guess would.
 */
export function acceptGuess(
  state: PartyState,
  userId: string,
  ref: GuessRef,
  rank: number,
  now: number,
): RuleResult<PartyState> {
  const judged = judgedGuess(state, userId, ref);
  if (!judged.ok) return judged;
  const { guess, topic } = judged.state;
  const { party } = state;
  if (!Number.isInteger(rank) || topic.answers[rank] === undefined) {
    return fail(MESSAGES.answerNotFound);
  }
  if (party.revealedIndices.includes(rank))
    return fail(alreadyFoundMessage(finderName(state, rank)));
  const refused = checkChoice(state, userId, ref, rank);
  if (refused !== null) return fail(refused);
  const points = pointsForRank(rank);
  const judgement: PartyJudgement = {
    id: state.judgements.length,
    kind: 'accept',
    byUserId: userId,
    at: now,
    teamId: guess.teamId,
    points,
    guessIndex: ref.guessIndex,
    guessText: guess.text,
    rank,
    madeWhile: party.status === 'finished' ? 'finished' : 'playing',
    undoneAt: null,
  };
  const revealedIndices = [...party.revealedIndices, rank];
  const ended =
    party.status === 'playing' && allRevealed(revealedIndices.length, topic.answers.length);
  const finished: Partial<Party> = ended
    ? { status: 'finished', activeTeamId: null, turnDeadline: null }
    : {};
  return {
    ok: true,
    state: {
      ...state,
      guesses: state.guesses.map((g, index) =>
        index === ref.guessIndex ? { ...g, correct: true, rank, points } : g,
      ),
      judgements: [...state.judgements, judgement],
      party: {
        ...party,
        ...finished,
        revealedIndices,
        teams: party.teams.map((t) =>
          t.id === guess.teamId ? { ...t, score: t.score + points } : t,
        ),
      },
    },
  };
}
