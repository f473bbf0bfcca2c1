import { ANSWERS_PER_TOPIC, type Topic, type TopicAnswer } from '@trivia/game';
import { ALIAS_SEPARATOR } from './schema';
import { CSV_COLUMNS, csvRow } from './csv-format';

interface ExportedFile {
  category: string;
  gameTypeId: string;
  topics: Array<{
    id: string;
    title: string;
    answers: Array<{ text: string; aliases?: string[] }>;
    sourceUrl: string;
    retrievedAt: string;
  }>;
}

/**
 * Topics in the JSON import format: a list of category files, one per category and game type,
 * in the order each first appears. `parseTopicsFile(json, 'json')` reads it back unchanged.
 */
export function topicsToJson(topics: readonly Topic[]): string {
  const files = new Map<string, ExportedFile>();
  for (const topic of topics) {
    const key = `${topic.gameTypeId}\u0000${topic.category}`;
    let file = files.get(key);
    if (file === undefined) {
      file = { category: topic.category, gameTypeId: topic.gameTypeId, topics: [] };
      files.set(key, file);
    }
    file.topics.push({
      id: topic.id,
      title: topic.title,
      answers: topic.answers.map((answer) =>
        answer.aliases && answer.aliases.length > 0
          ? { text: answer.text, aliases: [...answer.aliases] }
          : { text: answer.text },
      ),
      sourceUrl: topic.sourceUrl,
      retrievedAt: topic.retrievedAt,
    });
  }
  return `${JSON.stringify([...files.values()], null, 2)}\n`;
}

/** Topics in the CSV import format: a header row, then one topic per row. */
export function topicsToCsv(topics: readonly Topic[]): string {
  const rows = topics.map((topic) => {
    // Always ANSWERS_PER_TOPIC answer cells, so the columns stay aligned with the header.
    const answers: Array<TopicAnswer | undefined> = Array.from(
      { length: ANSWERS_PER_TOPIC },
      (_, rank) => topic.answers[rank],
    );
    return csvRow([
      topic.id,
      topic.gameTypeId,
      topic.category,
      topic.title,
      ...answers.map((answer) => answer?.text ?? ''),
      ...answers.map((answer) => (answer?.aliases ?? []).join(ALIAS_SEPARATOR)),
      topic.sourceUrl,
      topic.retrievedAt,
    ]);
  });
  return `${[csvRow(CSV_COLUMNS), ...rows].join('\n')}\n`;
}
