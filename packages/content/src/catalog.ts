import { SURVEY_GAME_TYPE_ID, type GameType, type Topic } from '@trivia/game';
import type { Category } from './categories';
import { bundledContent } from './data-files';
import { loadCatalog } from './load-catalog';
import type { Difficulty } from './schema';

const result = loadCatalog(bundledContent);
if (!result.ok) {
  // The shipped content is part of the product: a broken data file is a broken build.
  const lines = result.problems.map((problem) => `  ${problem.where}: ${problem.message}`);
  throw new Error(`The content catalog is invalid:\n${lines.join('\n')}`);
}

/** Every game type of the catalog, including those that have no topics yet. */
export const gameTypes: GameType[] = result.catalog.gameTypes;

/** Every topic, each with its category and game type, in data-file order. */
export const topics: Topic[] = result.catalog.topics;

/** The categories that have topics. */
export const categories: Category[] = result.catalog.categories;

/**
 * A library topic's difficulty by its id (easy, medium or hard), where its data file gives
 * one: the online topic picker's filter and "Surprise me" read it (ROUND-5).
 */
export const topicDifficulties: Readonly<Record<string, Difficulty>> = result.catalog.difficulties;

/** A library topic's family flag by its id (true: fine for children), where its file gives one. */
export const topicFamilies: Readonly<Record<string, boolean>> = result.catalog.families;

/**
 * What a topic list may filter on besides title and category: the library topic's difficulty
 * and family flag, each only where its data file gives it (a user's topic has neither).
 */
export function topicTraits(id: string): { difficulty?: Difficulty; family?: boolean } {
  const difficulty = topicDifficulties[id];
  const family = topicFamilies[id];
  return {
    ...(difficulty === undefined ? {} : { difficulty }),
    ...(family === undefined ? {} : { family }),
  };
}

/** Game types that can be played: the app shows family-feud only once it has topics. */
export const playableGameTypes: GameType[] = gameTypes.filter((type) =>
  topics.some((topic) => topic.gameTypeId === type.id),
);

/**
 * SURVEY-11: the game types an online party may play: those with topics, and Survey Says
 * (family-feud), whose topics are the boards of the party's own survey.
 */
export const onlineGameTypes: GameType[] = gameTypes.filter(
  (type) => type.id === SURVEY_GAME_TYPE_ID || playableGameTypes.includes(type),
);
