import type { GameType, Topic } from '../types';

/** The largest planets, rank 0 first: the default answers of test topics. */
export const PLANETS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Earth'] as const;

/** A game type for tests; top5-blitz unless told otherwise. */
export function makeGameType(overrides: Partial<GameType> = {}): GameType {
  return {
    id: 'top5-blitz',
    name: 'Top-5 Blitz',
    description: 'Guess the top 5',
    maxAnswers: 5,
    ...overrides,
  };
}

/** A topic for tests: five ranked answers (the largest planets unless given). */
export function makeTopic(
  options: { answers?: readonly string[]; gameTypeId?: string; title?: string } = {},
): Topic {
  const answers = options.answers ?? PLANETS;
  return {
    id: 'largest-planets',
    gameTypeId: options.gameTypeId ?? 'top5-blitz',
    title: options.title ?? 'Largest planets of the Solar System',
    category: 'Science',
    answers: answers.map((text) => ({ text })),
    sourceUrl: 'https://en.wikipedia.org/wiki/List_of_Solar_System_objects_by_size',
    retrievedAt: '2024-01-01',
  };
}
