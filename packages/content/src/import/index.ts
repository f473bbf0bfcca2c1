// Node-only entry (`@trivia/content/import`) for the admin import command: the CSV reader
// needs Node's Buffer, so it stays out of the browser bundle of the catalog.
export { diffTopics, COMPARED_FIELDS } from './diff';
export type { TopicChange, TopicDiff, TopicField } from './diff';
export { parseTopicsFile } from './parse';
export type { ImportFormat, ParseOptions, ParseResult } from './parse';
