import type { Topic, TopicAnswer } from '@trivia/game';
import type { ContentSource } from '../src/data-files';

/** Five distinct answers, optionally replacing some: `makeAnswers({ 2: { text: 'X' } })`. */
export function makeAnswers(replace: Record<number, TopicAnswer> = {}): TopicAnswer[] {
  const answers: TopicAnswer[] = [
    { text: 'Pacific' },
    { text: 'Atlantic' },
    { text: 'Indian' },
    { text: 'Southern', aliases: ['Antarctic Ocean'] },
    { text: 'Arctic' },
  ];
  return answers.map((answer, rank) => replace[rank] ?? answer);
}

/** A valid complete topic, with any field overridden. */
export function makeTopic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: 'largest-oceans',
    gameTypeId: 'top5-blitz',
    category: 'geography',
    title: 'Largest oceans',
    answers: makeAnswers(),
    sourceUrl: 'https://en.wikipedia.org/wiki/Ocean',
    retrievedAt: '2026-11-22',
    ...overrides,
  };
}

/** A topic as written inside a category file: without category and gameTypeId. */
export function makeEntry(overrides: Partial<Topic> = {}) {
  const { category: _category, gameTypeId: _gameTypeId, ...entry } = makeTopic(overrides);
  return entry;
}

export function makeCategoryFile(
  category: string,
  topics: ReadonlyArray<Partial<Topic>>,
  gameTypeId = 'top5-blitz',
) {
  return { category, gameTypeId, topics: topics.map((topic) => makeEntry(topic)) };
}

export const GAME_TYPES = [
  { id: 'top5-blitz', name: 'Top-5 Blitz', description: 'Guess the top 5.', maxAnswers: 5 },
  { id: 'family-feud', name: 'Family Feud', description: 'Survey answers.', maxAnswers: 5 },
];

export function makeSource(
  topicFiles: Record<string, unknown>,
  gameTypes: unknown = GAME_TYPES,
): ContentSource {
  return { gameTypes, topicFiles };
}
