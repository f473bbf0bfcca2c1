import { gameTypes } from '../catalog';
import { parseTopics, type ImportFormat, type ParseResult, type TopicRules } from './parse-topics';

export type { ImportFormat, ParseResult, TopicRules } from './parse-topics';

export interface ParseOptions {
  /** The game types a topic may belong to; by default those of the bundled catalog. */
  gameTypeIds?: readonly string[];
  rules?: TopicRules;
}

/** parseTopics with the bundled catalog's game types unless told otherwise (the admin CLI). */
export function parseTopicsFile(
  content: string,
  format: ImportFormat,
  options: ParseOptions = {},
): ParseResult {
  const gameTypeIds = options.gameTypeIds ?? gameTypes.map((type) => type.id);
  return parseTopics(content, format, { gameTypeIds, rules: options.rules });
}
