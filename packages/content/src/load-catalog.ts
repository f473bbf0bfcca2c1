import type { GameType, Topic } from '@trivia/game';
import { CATEGORIES, type Category } from './categories';
import { bundledContent, type ContentSource } from './data-files';
import { formatPath, issuesToProblems, type Problem } from './problems';
import { type CategoryFile, categoryFileSchema, type Difficulty, gameTypesSchema } from './schema';

/** Game types and topics, validated; every topic carries its category and game type. */
export interface Catalog {
  gameTypes: GameType[];
  topics: Topic[];
  /** The known categories that have at least one topic, in the order of CATEGORIES. */
  categories: Category[];
  /** A library topic's difficulty by its id, where its data file gives one. */
  difficulties: Record<string, Difficulty>;
  /** The topics whose data file says whether they are fine for children, by id. */
  families: Record<string, boolean>;
}

export type CatalogResult = { ok: true; catalog: Catalog } | { ok: false; problems: Problem[] };

const GAME_TYPES_FILE = 'game-types.json';

function located(file: string) {
  return (path: readonly PropertyKey[]) => {
    const inside = formatPath(path);
    return inside === '' ? file : `${file} ${inside}`;
  };
}

/** Validates every file and the rules between files, then builds the catalog. */
export function loadCatalog(source: ContentSource): CatalogResult {
  const problems: Problem[] = [];
  const parsedTypes = gameTypesSchema.safeParse(source.gameTypes);
  if (!parsedTypes.success) {
    problems.push(...issuesToProblems(parsedTypes.error, located(GAME_TYPES_FILE)));
  }
  const gameTypes: GameType[] = parsedTypes.success ? parsedTypes.data : [];
  const knownTypeIds = new Set(gameTypes.map((type) => type.id));

  const files: Array<{ name: string; file: CategoryFile }> = [];
  for (const [name, raw] of Object.entries(source.topicFiles)) {
    const where = located(`${name}.json`);
    const parsed = categoryFileSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...issuesToProblems(parsed.error, where));
      continue;
    }
    const file = parsed.data;
    if (file.category !== name) {
      problems.push({ where: where(['category']), message: `must be "${name}", the file's name` });
    }
    if (parsedTypes.success && !knownTypeIds.has(file.gameTypeId)) {
      problems.push({
        where: where(['gameTypeId']),
        message: `"${file.gameTypeId}" is not a game type in ${GAME_TYPES_FILE}`,
      });
    }
    files.push({ name, file });
  }
  problems.push(...duplicateIdsAcrossFiles(source.topicFiles));
  if (problems.length > 0) return { ok: false, problems };

  const topics: Topic[] = files.flatMap(({ file }) =>
    file.topics.map((topic) => ({
      id: topic.id,
      gameTypeId: file.gameTypeId,
      category: file.category,
      title: topic.title,
      answers: topic.answers,
      sourceUrl: topic.sourceUrl,
      retrievedAt: topic.retrievedAt,
    })),
  );
  const used = new Set(topics.map((topic) => topic.category));
  const categories = CATEGORIES.filter((category) => used.has(category.slug));
  const difficulties: Record<string, Difficulty> = Object.fromEntries(
    files.flatMap(({ file }) =>
      file.topics.flatMap((topic) =>
        topic.difficulty === undefined ? [] : [[topic.id, topic.difficulty] as const],
      ),
    ),
  );
  const families: Record<string, boolean> = Object.fromEntries(
    files.flatMap(({ file }) =>
      file.topics.flatMap((topic) =>
        topic.family === undefined ? [] : [[topic.id, topic.family] as const],
      ),
    ),
  );
  return { ok: true, catalog: { gameTypes, topics, categories, difficulties, families } };
}

/** The topic ids a file names, read leniently so that an invalid file still takes part. */
function rawTopicIds(raw: unknown): unknown[] {
  if (typeof raw !== 'object' || raw === null || !('topics' in raw)) return [];
  const { topics } = raw;
  if (!Array.isArray(topics)) return [];
  return topics.map((topic: unknown) =>
    typeof topic === 'object' && topic !== null && 'id' in topic ? topic.id : undefined,
  );
}

function duplicateIdsAcrossFiles(topicFiles: ContentSource['topicFiles']): Problem[] {
  const problems: Problem[] = [];
  const firstSeen = new Map<string, { file: string; where: string }>();
  for (const [name, raw] of Object.entries(topicFiles)) {
    rawTopicIds(raw).forEach((id, index) => {
      if (typeof id !== 'string') return;
      const here = `${name}.json topics[${index}]`;
      const first = firstSeen.get(id);
      if (first === undefined) firstSeen.set(id, { file: name, where: here });
      else if (first.file !== name) {
        // Repeats inside one file are reported by the file's schema.
        problems.push({ where: `${here}.id`, message: `repeats the id of ${first.where}` });
      }
    });
  }
  return problems;
}

/**
 * Every problem in the content: schema errors with their file and path, unknown
 * game types, files whose category differs from their name, and ids repeated across files.
 * An empty list means the catalog is valid.
 */
export function validateCatalog(source: ContentSource = bundledContent): Problem[] {
  const result = loadCatalog(source);
  return result.ok ? [] : result.problems;
}
