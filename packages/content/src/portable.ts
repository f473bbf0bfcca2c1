// Browser-safe entry (`@trivia/content/portable`, for My Topics): the schemas, categories, import
// parsers and export writers, without the bundled catalog (the library's answers stay out
// of the web bundle). The web app's My Topics uses the same code as the admin command line.
// csv-parse's Node build reads strings through Buffer: the web build aliases its browser build.
export { CATEGORIES, CATEGORY_SLUGS, isCategorySlug } from './categories';
export type { Category, CategorySlug } from './categories';
export { CSV_COLUMNS } from './csv-format';
export { topicsToCsv, topicsToJson } from './export';
export { diffTopics } from './import/diff';
export type { TopicChange, TopicDiff } from './import/diff';
export { parseTopics } from './import/parse-topics';
export type {
  ImportFormat,
  ParseResult,
  ParseTopicsOptions,
  TopicRules,
} from './import/parse-topics';
export { comparisonKey } from './normalise';
export type { Problem } from './problems';
export { PROMPT_CATEGORIES, PROMPT_CATEGORY_SLUGS } from './prompt-categories';
export type { PromptCategorySlug } from './prompt-categories';
export {
  MAX_PROMPT_LENGTH,
  MIN_PROMPT_LENGTH,
  aliasGroups,
  promptText,
  surveyPromptEntrySchema,
} from './prompt-schema';
export type { AliasGroups, SurveyPromptEntry } from './prompt-schema';
export { formatPath } from './problems';
export {
  MAX_ALIASES_PER_ANSWER,
  MAX_ANSWER_LENGTH,
  MAX_ID_LENGTH,
  MAX_TITLE_LENGTH,
} from './schema';
export {
  MAX_SOURCE_URL_LENGTH,
  topicDraftSchema,
  userTopicSchema,
  userTopicEntrySchema,
} from './user-topic-schema';
export type { TopicDraftRecord, UserTopicRecord } from './user-topic-schema';
