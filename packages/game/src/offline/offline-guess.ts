import { findBestMatch } from '../answer-matching';
import { MESSAGES } from '../messages';
import { pointsForRank } from '../scoring';
import { gameEndReason, nextTeamIndex } from '../turns';
import type { RuleResult, Topic } from '../types';
import type { OfflineGameState, OfflineGuess } from './offline-state';

/** OFF-4: what an empty guess at 0 on the timer shows as. */
export const OFFLINE_TIME_EXPIRED = 'Time expired';

/** A typed guess judged against the topic: a miss, a found answer, or refused as found already. */
export function judgeGuess(
  text: string,
  topic: Topic,
  revealed: OfflineGameState['revealed'],
): RuleResult<OfflineGuess> {
  const match = findBestMatch(text, topic.answers);
  if (!match.found) {
    return { ok: true, state: { text, correct: false, rank: -1, points: 0, timedOut: false } };
  }
  if (revealed.some((found) => found.rank === match.rank)) {
    return { ok: false, error: MESSAGES.duplicateAnswer };
  }
  const points = pointsForRank(match.rank);
  return { ok: true, state: { text, correct: true, rank: match.rank, points, timedOut: false } };
}

/**
 * OFF-4, OFF-8: the guess typed on the device, judged, or why it is refused: no game, paused,
 * empty (unless the timer ran out: "Time expired"), or an answer found already.
 */
export function readOfflineGuess(
  state: OfflineGameState,
  rawText: string,
  timedOut: boolean,
): RuleResult<OfflineGuess> {
  if (state.phase !== 'play' || state.topic === null || !state.teams[state.activeTeamIndex]) {
    return { ok: false, error: MESSAGES.noGameInProgress };
  }
  if (state.paused) return { ok: false, error: MESSAGES.gamePaused };
  const text = rawText.trim();
  if (text === '' && !timedOut) return { ok: false, error: MESSAGES.emptyGuess };
  const judged: RuleResult<OfflineGuess> =
    text === ''
      ? {
          ok: true,
          state: { text: OFFLINE_TIME_EXPIRED, correct: false, rank: -1, points: 0, timedOut },
        }
      : judgeGuess(text, state.topic, state.revealed);
  if (!judged.ok) return judged;
  return { ok: true, state: { ...judged.state, timedOut } };
}

/**
 * OFF-4: the active team guesses; every guess, right or wrong, spends one
 * attempt (as online) and the turn passes to the next team with attempts left. An empty
 * guess is accepted only when the timer ran out and records "Time expired".
 */
export function submitOfflineGuess(
  state: OfflineGameState,
  guess: OfflineGuess,
): RuleResult<OfflineGameState> {
  const teams = state.teams.map((t, index) =>
    index === state.activeTeamIndex
      ? {
          ...t,
          guesses: [...t.guesses, guess],
          score: t.score + guess.points,
          attempts: t.attempts + 1,
        }
      : t,
  );
  const revealed = guess.correct
    ? [...state.revealed, { rank: guess.rank, teamIndex: state.activeTeamIndex }]
    : state.revealed;
  const played = { ...state, teams, revealed, lastGuessTeamIndex: state.activeTeamIndex };

  const endedBy = gameEndReason(
    revealed.length,
    state.topic?.answers.length ?? 0,
    teams,
    state.maxAttempts,
  );
  const next = nextTeamIndex(teams, state.activeTeamIndex, state.maxAttempts);
  if (endedBy !== null || next === null) {
    return {
      ok: true,
      state: {
        ...played,
        phase: 'results',
        endedBy: endedBy ?? 'noAttemptsLeft',
        awaitingReady: false,
      },
    };
  }
  // Another team's turn waits until the device has been passed to it.
  const awaitingReady = next !== state.activeTeamIndex;
  return {
    ok: true,
    state: { ...played, activeTeamIndex: next, turn: state.turn + 1, awaitingReady },
  };
}
