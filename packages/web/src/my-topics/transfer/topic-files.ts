import type { Topic } from '@trivia/game';
import {
  parseTopics,
  topicsToCsv,
  topicsToJson,
  type ImportFormat,
} from '@trivia/content/portable';
import type { ImportMyTopicsRequest, MyTopicDto } from '@trivia/protocol';
import type { Problem } from '@trivia/content/portable';

/** A user's topics as an import file of docs/CONTENT.md: each topic's id is its slug. */
export function exportTopics(topics: readonly MyTopicDto[], format: ImportFormat): string {
  const asFile: Topic[] = topics.map((topic) => ({
    id: topic.slug,
    gameTypeId: topic.gameTypeId,
    category: topic.category,
    title: topic.title,
    answers: topic.answers,
    sourceUrl: topic.sourceUrl,
    retrievedAt: topic.retrievedAt,
  }));
  return format === 'csv' ? topicsToCsv(asFile) : topicsToJson(asFile);
}

/** The format of a file: by its name when it has one, else by its first character. */
export function detectFormat(text: string, fileName?: string): ImportFormat {
  if (fileName?.toLowerCase().endsWith('.csv')) return 'csv';
  if (fileName?.toLowerCase().endsWith('.json')) return 'json';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

export type FileCheck = { ok: true; topics: Topic[] } | { ok: false; problems: Problem[] };

/** The command line's parser with the My Topics rules (a link is optional). */
export function checkFile(text: string, format: ImportFormat, gameTypeIds: readonly string[]) {
  return parseTopics(text, format, { gameTypeIds, rules: 'user' }) as FileCheck;
}

/** What POST /api/my-topics/import sends for checked topics. */
export function toImportRequest(topics: readonly Topic[]): ImportMyTopicsRequest {
  return {
    topics: topics.map((topic) => ({
      id: topic.id,
      gameTypeId: topic.gameTypeId,
      category: topic.category,
      title: topic.title,
      answers: topic.answers.map(({ text, aliases }) =>
        aliases && aliases.length > 0 ? { text, aliases: [...aliases] } : { text },
      ),
      sourceUrl: topic.sourceUrl,
      retrievedAt: topic.retrievedAt,
    })),
  };
}

/** Starts a download of `text` as a file (the browser's own save). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
