// Node entry (`@trivia/content/import`) for the admin import command. The browser reads
// the same parsers through `@trivia/content/portable` (parseTopics, without the catalog).
export { diffTopics, COMPARED_FIELDS } from './diff';
export type { TopicChange, TopicDiff, TopicField } from './diff';
export { parseTopicsFile } from './parse';
export type { ImportFormat, ParseOptions, ParseResult, TopicRules } from './parse';
export { parseTopics } from './parse-topics';
