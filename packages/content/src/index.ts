export { CATEGORIES, CATEGORY_SLUGS, CATEGORY_WORDS, isCategorySlug } from './categories';
export type { Category, CategorySlug } from './categories';
export {
  categories,
  gameTypes,
  onlineGameTypes,
  playableGameTypes,
  topicDifficulties,
  topicFamilies,
  topics,
  topicTraits,
} from './catalog';
export { CSV_COLUMNS } from './csv-format';
export type { ContentSource } from './data-files';
export { isOfflineTopic, isOnlineTopic, LIBRARY_SETS, librarySetOf } from './library-sets';
export type { LibrarySet } from './library-sets';
export { topicsToCsv, topicsToJson } from './export';
export { loadCatalog, validateCatalog } from './load-catalog';
export type { Catalog, CatalogResult } from './load-catalog';
export { comparisonKey } from './normalise';
export type { Problem } from './problems';
export {
  isPromptCategorySlug,
  PROMPT_CATEGORIES,
  PROMPT_CATEGORY_SLUGS,
} from './prompt-categories';
export type { PromptCategorySlug } from './prompt-categories';
export { loadSurveyPrompts } from './load-prompts';
export type { PromptsResult } from './load-prompts';
export {
  NEAR_DUPLICATE_PROMPT_THRESHOLD,
  nearDuplicatePrompts,
  promptSimilarity,
} from './prompt-checks';
export type { PromptPair } from './prompt-checks';
export {
  MAX_ALIAS_GROUPS,
  MAX_PROMPT_LENGTH,
  MIN_PROMPT_LENGTH,
  PROMPT_ID_PREFIX,
  aliasGroups,
  promptFileSchema,
  promptText,
  surveyPromptEntrySchema,
  surveyPromptSchema,
} from './prompt-schema';
export type { AliasGroups, PromptFile, SurveyPrompt, SurveyPromptEntry } from './prompt-schema';
export { formatPromptStats, PROMPT_GOALS, promptStats } from './prompt-stats';
export type { PromptStats } from './prompt-stats';
export { surveyPrompts } from './prompts';
export {
  ALIAS_SEPARATOR,
  MAX_ALIASES_PER_ANSWER,
  MAX_ANSWER_LENGTH,
  MAX_ID_LENGTH,
  MAX_TITLE_LENGTH,
  answerSchema,
  categoryFileSchema,
  gameTypeSchema,
  gameTypesSchema,
  topicEntrySchema,
  topicSchema,
} from './schema';
export type {
  AnswerRecord,
  CategoryFile,
  Difficulty,
  GameTypeRecord,
  TopicEntry,
  TopicRecord,
} from './schema';
export { libraryTopics } from './library';
export { seriesTwins, twinsFromPairs, TWIN_SHARED_ANSWERS } from './library-checks';
export { KNOWN_TWINS } from './library-check-lists';
export type { LibraryTopic } from './library';
export {
  categoryCounts,
  formatLibraryStats,
  LIBRARY_GOALS,
  libraryStats,
  MAX_CATEGORY_SHARE,
} from './stats';
export type { CategoryCount, LibraryStats } from './stats';
export {
  MAX_SOURCE_URL_LENGTH,
  topicDraftSchema,
  userCategoryFileSchema,
  userTopicEntrySchema,
  userTopicSchema,
} from './user-topic-schema';
export type { TopicDraftRecord, UserTopicRecord } from './user-topic-schema';
