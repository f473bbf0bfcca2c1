import { MESSAGES } from '../messages';
import { isValidTurnSeconds } from '../settings';
import type { RuleResult } from '../types';
import { endFeudGame, submitFeudGuess } from './offline-feud';
import { readOfflineGuess, submitOfflineGuess } from './offline-guess';
import { acceptOfflineGuess, adjustOfflineScore, undoOfflineJudgement } from './offline-judgement';
import { startOfflineGame } from './offline-setup';
import { applyOfflineSurveyAction, withoutSurvey } from './offline-survey';
import { pauseOffline, playAgainOffline, readyOffline } from './offline-turns';
import {
  initialOfflineState,
  type OfflineAction,
  type OfflineGameState,
  type OfflineGuess,
} from './offline-state';

function selectTopic(
  state: OfflineGameState,
  action: Extract<OfflineAction, { type: 'selectTopic' }>,
): RuleResult<OfflineGameState> {
  if (state.phase !== 'topicSelection') return { ok: false, error: MESSAGES.chooseGameTypeFirst };
  if (!isValidTurnSeconds(action.timePerTurn)) {
    return { ok: false, error: MESSAGES.invalidTurnSeconds };
  }
  // OFF-14: a topic picked instead of a survey board leaves the survey.
  const { topic, timePerTurn } = action;
  return { ok: true, state: { ...state, topic, timePerTurn, survey: null } };
}

/** OFF-4: a guess, played by the game's rules (OFF-11: Feud's face-off, floor and steal). */
function submitGuess(
  state: OfflineGameState,
  text: string,
  timedOut: boolean,
): RuleResult<OfflineGameState> {
  const guess = readOfflineGuess(state, text, timedOut);
  if (!guess.ok) return guess;
  return state.feud === null
    ? submitOfflineGuess(state, guess.state)
    : submitFeudGuess(state, guess.state);
}

/**
 * Applies one action of the Offline Party Pack (OFF-1); never throws.
 * Errors are the product strings ("No game in progress", the duplicate answer, team names).
 */
export function applyOfflineAction(
  state: OfflineGameState,
  action: OfflineAction,
): RuleResult<OfflineGameState> {
  switch (action.type) {
    case 'selectGameType':
      return {
        ok: true,
        state: { ...initialOfflineState, phase: 'topicSelection', gameType: action.gameType },
      };
    case 'selectTopic':
      return selectTopic(state, action);
    case 'startGame':
      return startOfflineGame(state, action.teamNames, action.maxAttempts, action.ruleSet);
    case 'submitGuess':
      return submitGuess(state, action.text, action.timedOut ?? false);
    case 'endGame':
      if (state.phase !== 'play') return { ok: false, error: MESSAGES.noGameInProgress };
      if (state.feud !== null) return { ok: true, state: endFeudGame(state) };
      return { ok: true, state: { ...state, phase: 'results', endedBy: 'endGame' } };
    case 'ready':
      return readyOffline(state);
    case 'pause':
    case 'resume':
      return pauseOffline(state, action.type === 'pause');
    case 'playAgain':
      return withoutSurvey(playAgainOffline(state));
    case 'reset':
      return { ok: true, state: initialOfflineState };
    case 'acceptGuess':
      return acceptOfflineGuess(state, action, action.rank);
    case 'adjustScore':
      return adjustOfflineScore(state, action.teamIndex, action.points);
    case 'undoJudgement':
      return undoOfflineJudgement(state, action.judgementId);
    case 'startSurvey':
    case 'surveyReady':
    case 'submitSurveyAnswers':
    case 'cancelSurvey':
      return applyOfflineSurveyAction(state, action);
    default:
      return { ok: false, error: MESSAGES.unknownCommand };
  }
}

/** The guess that turned `prev` into `next` (to show "Correct! ..." or "Incorrect guess"), or null. */
export function lastGuessOutcome(
  prev: OfflineGameState,
  next: OfflineGameState,
): OfflineGuess | null {
  if (prev.phase !== 'play') return null;
  for (const [index, team] of next.teams.entries()) {
    const before = prev.teams[index]?.guesses.length ?? 0;
    if (team.guesses.length > before) return team.guesses.at(-1) ?? null;
  }
  return null;
}
