import { applyOfflineAction, initialOfflineState } from '@trivia/game';
import type { GameType, OfflineAction, OfflineGameState, Topic } from '@trivia/game';
import type { OfflineBundleResponse } from '@trivia/protocol';
import { sealAnswers } from '@trivia/protocol/answer-seal';

/** Builders, not fixture blobs, for the offline screens' tests. */

export const TOP5: GameType = {
  id: 'top5-blitz',
  name: 'Top-5 Blitz',
  description: 'Guess the five most popular answers.',
  maxAnswers: 5,
};

export const PLANETS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Earth'] as const;

export function makeTopic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: 'largest-planets',
    gameTypeId: TOP5.id,
    title: 'Largest planets',
    category: 'Science',
    answers: PLANETS.map((text) => ({ text })),
    sourceUrl: 'https://www.example.org/planets',
    retrievedAt: '2024-01-01',
    ...overrides,
  };
}

/** GET /api/offline-bundle as the server sends it: these game types and topics, sealed. */
export function makeBundle(
  gameTypes: GameType[],
  topics: Topic[],
  version = 'v1',
  myTopics: Topic[] = [],
): OfflineBundleResponse {
  const key = `key-of-${version}`;
  const seal = ({ answers, ...topic }: Topic) => ({
    ...topic,
    sealedAnswers: sealAnswers(answers, key, topic.id),
  });
  return { version, key, gameTypes, topics: topics.map(seal), myTopics: myTopics.map(seal) };
}

/** Applies actions the test expects to succeed. */
export function play(state: OfflineGameState, ...actions: OfflineAction[]): OfflineGameState {
  return actions.reduce((s, action) => {
    const result = applyOfflineAction(s, action);
    if (!result.ok) throw new Error(`expected ${action.type} to succeed: ${result.error}`);
    return result.state;
  }, state);
}

export function gameTypeChosen(): OfflineGameState {
  return play(initialOfflineState, { type: 'selectGameType', gameType: TOP5 });
}

export function topicChosen(timePerTurn = 30): OfflineGameState {
  return play(gameTypeChosen(), { type: 'selectTopic', topic: makeTopic(), timePerTurn });
}

/**
 * A game in play, the first team's turn running (after Ready): Team Red and Team
 * Blue, 3 attempts, 30 s turns unless told otherwise.
 */
export function gameInPlay(
  options: { teams?: string[]; maxAttempts?: number; timePerTurn?: number } = {},
): OfflineGameState {
  return play(
    topicChosen(options.timePerTurn),
    {
      type: 'startGame',
      teamNames: options.teams ?? ['Team Red', 'Team Blue'],
      maxAttempts: options.maxAttempts ?? 3,
    },
    { type: 'ready' },
  );
}

/** The device is passed and the next team is ready. */
export const ready: OfflineAction = { type: 'ready' };

export const guess = (text: string): OfflineAction => ({ type: 'submitGuess', text });
