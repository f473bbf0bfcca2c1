import { closestAnswer, unrevealedRanks, type ProposedAnswer } from '../judgement/closest-answer';
import { alreadyFoundMessage, MESSAGES, wrongStatusMessage } from '../messages';
import { pointsForRank } from '../scoring';
import { isJudgeableGuess } from '../judgement/judgeable';
import { allRevealed } from '../turns';
import type { RuleResult, Topic } from '../types';
import { fail, requireHost } from './access';
import { GAME_FINISHED } from './host-checking';
import type { Party, PartyGuess, PartyJudgement, PartyState } from './party-state';
import { ONLINE_TIME_EXPIRED } from './time-expired';

/** Which guess a host judges: its index in the game's guesses and the turn it was made in. */
export interface GuessRef {
  guessIndex: number;
  turn: number;
}

export interface Judged {
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
  if (!isJudgeableGuess(guess, ONLINE_TIME_EXPIRED)) return fail(MESSAGES.onlyMissedGuess);
  return { ok: true, state: { guess, topic } };
}

/** What the host is offered when they open Accept on a missed guess. */
export interface AcceptChoices {
  /** The unrevealed answer closest to the guess, or null: "No close answer". */
  proposal: ProposedAnswer | null;
  /** Every answer the guess may be accepted as (not found yet), by rank. */
  choices: ProposedAnswer[];
}

/**
 * JUDGE-3: what Accept offers the host for a missed guess: the answers not found
 * yet, and the closest of them proposed. A host who plays learns them here, on demand, for
 * the guess they judge (the secrecy of the answers is theirs to keep once they judge); no
 * view ever carries them.
 */
export function proposeAnswer(
  state: PartyState,
  userId: string,
  ref: GuessRef,
): RuleResult<AcceptChoices> {
  const judged = judgedGuess(state, userId, ref);
  if (!judged.ok) return judged;
  const { guess, topic } = judged.state;
  const ranks = unrevealedRanks(topic.answers.length, state.party.revealedIndices);
  const choices = ranks.flatMap((rank) => {
    const answer = topic.answers[rank];
    return answer === undefined ? [] : [{ rank, text: answer.text }];
  });
  return {
    ok: true,
    state: { proposal: closestAnswer(guess.text, topic.answers, ranks), choices },
  };
}

/** The team that found answer `rank`: its correct guess's team. */
function finderName(state: PartyState, rank: number): string {
  const finder = state.guesses.find((g) => g.correct && g.rank === rank);
  return state.party.teams.find((t) => t.id === finder?.teamId)?.name ?? 'another team';
}

/**
 * JUDGE-1, JUDGE-2: the checks of an accept, shared by both rule sets: the guess is a
 * missed guess of this game and `rank` an answer not found yet; its points.
 */
export function acceptCheck(
  state: PartyState,
  userId: string,
  ref: GuessRef,
  rank: number,
): RuleResult<Judged & { points: number }> {
  const judged = judgedGuess(state, userId, ref);
  if (!judged.ok) return judged;
  const { topic } = judged.state;
  if (!Number.isInteger(rank) || topic.answers[rank] === undefined) {
    return fail(MESSAGES.answerNotFound);
  }
  if (state.party.revealedIndices.includes(rank))
    return fail(alreadyFoundMessage(finderName(state, rank)));
  return { ok: true, state: { ...judged.state, points: pointsForRank(rank) } };
}

/** JUDGE-2: the ledger entry of an accept: who, when, which guess, as which answer, for what. */
export function acceptJudgement(
  state: PartyState,
  accept: {
    userId: string;
    ref: GuessRef;
    guess: PartyGuess;
    rank: number;
    points: number;
    now: number;
  },
): PartyJudgement {
  const { userId, ref, guess, rank, points, now } = accept;
  return {
    id: state.judgements.length,
    kind: 'accept',
    byUserId: userId,
    at: now,
    teamId: guess.teamId,
    points,
    guessIndex: ref.guessIndex,
    guessText: guess.text,
    rank,
    madeWhile: state.party.status === 'finished' ? 'finished' : 'playing',
    undoneAt: null,
  };
}

/**
 * JUDGE-2 "Accept a refused guess": the answer is revealed, the guessing team gets
 * 5 − rank points, the guess counts as correct, attempts and the turn stay as they are, and
 * the correction is recorded. Any host picks any answer not found (a host who
 * plays too). When it reveals the last answer the game ends, as a correct guess would; an
 * accept in the "Host is checking…" window settles it, and the game ends too.
 */
export function acceptGuess(
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
  const judgement = acceptJudgement(state, { userId, ref, guess, rank, points, now });
  const revealedIndices = [...party.revealedIndices, rank];
  const ended =
    party.status === 'playing' &&
    (party.hostChecking || allRevealed(revealedIndices.length, topic.answers.length));
  const finished: Partial<Party> = ended ? GAME_FINISHED : {};
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
