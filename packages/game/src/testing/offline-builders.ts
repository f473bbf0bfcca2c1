import { applyOfflineAction } from '../offline/offline-reducer';
import {
  initialOfflineState,
  type OfflineAction,
  type OfflineGameState,
} from '../offline/offline-state';
import type { Topic } from '../types';
import { makeGameType, makeTopic } from './topic-builders';

/** Applies an action that the test expects to succeed. */
export function offlineStep(state: OfflineGameState, action: OfflineAction): OfflineGameState {
  const result = applyOfflineAction(state, action);
  if (!result.ok) throw new Error(`expected ${action.type} to succeed: ${result.error}`);
  return result.state;
}

/** An offline game with a topic chosen, before Start Game. */
export function makeOfflineTopicChosen(
  options: { topic?: Topic; timePerTurn?: number } = {},
): OfflineGameState {
  const selected = offlineStep(initialOfflineState, {
    type: 'selectGameType',
    gameType: makeGameType(),
  });
  return offlineStep(selected, {
    type: 'selectTopic',
    topic: options.topic ?? makeTopic(),
    timePerTurn: options.timePerTurn ?? 30,
  });
}

/** An offline game in play: Team Red and Team Blue, 3 attempts, unless told otherwise. */
export function makeOfflineGame(
  options: { teams?: string[]; maxAttempts?: number; topic?: Topic } = {},
): OfflineGameState {
  return offlineStep(makeOfflineTopicChosen(options), {
    type: 'startGame',
    teamNames: options.teams ?? ['Team Red', 'Team Blue'],
    maxAttempts: options.maxAttempts ?? 3,
  });
}

/** The active team guesses `text` (expected to be accepted). */
export function offlineGuess(state: OfflineGameState, text: string): OfflineGameState {
  return offlineStep(state, { type: 'submitGuess', text });
}

/** An offline Feud game in play (OFF-11): in the face-off, the first team's player to answer. */
export function makeOfflineFeudGame(
  options: { teams?: string[]; topic?: Topic; timePerTurn?: number } = {},
): OfflineGameState {
  return offlineStep(makeOfflineTopicChosen(options), {
    type: 'startGame',
    teamNames: options.teams ?? ['Team Red', 'Team Blue'],
    maxAttempts: 3,
    ruleSet: 'feud',
  });
}

/** Each text in turn as the guess of whoever holds the device (expected to be accepted). */
export function offlineGuesses(
  state: OfflineGameState,
  texts: readonly string[],
): OfflineGameState {
  return texts.reduce(offlineGuess, state);
}
