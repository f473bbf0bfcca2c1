import type { GameType, Topic } from '@trivia/game';
import type { Db, TopicOrigin, TopicsTable } from './schema';

export interface BuiltinContent {
  gameTypes: readonly GameType[];
  topics: readonly Topic[];
}

export interface ImportSummary {
  added: number;
  changed: number;
  unchanged: number;
}

/**
 * Brings the built-in game types and topics of packages/content into the database.
 * Idempotent; a topic an administrator imported (origin 'import') is never overwritten,
 * and a built-in topic that content no longer has is removed.
 */
export async function loadBuiltinCatalog(db: Db, content: BuiltinContent): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    await upsertGameTypes(trx, content.gameTypes);
    const summary = await writeTopics(trx, content.topics, 'builtin', Date.now());
    const keep = content.topics.map((topic) => topic.id);
    let stale = trx.deleteFrom('topics').where('origin', '=', 'builtin');
    if (keep.length > 0) stale = stale.where('id', 'not in', keep);
    await stale.execute();
    return summary;
  });
}

/**
 * The admin import: adds or replaces topics, marking them 'import' so later starts keep
 * them. With dryRun nothing is written; the summary says what would change.
 */
export async function importTopics(
  db: Db,
  topics: readonly Topic[],
  options: { dryRun: boolean },
): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    await assertGameTypesExist(trx, topics);
    if (options.dryRun) return summarize(trx, topics, 'import');
    return writeTopics(trx, topics, 'import', Date.now());
  });
}

async function upsertGameTypes(db: Db, gameTypes: readonly GameType[]): Promise<void> {
  for (const [position, gameType] of gameTypes.entries()) {
    const values = {
      name: gameType.name,
      description: gameType.description,
      max_answers: gameType.maxAnswers,
      position,
    };
    await db
      .insertInto('game_types')
      .values({ id: gameType.id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
}

async function assertGameTypesExist(db: Db, topics: readonly Topic[]): Promise<void> {
  const wanted = [...new Set(topics.map((topic) => topic.gameTypeId))];
  if (wanted.length === 0) return;
  const found = await db.selectFrom('game_types').select('id').where('id', 'in', wanted).execute();
  const known = new Set(found.map((row) => row.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`Unknown game type: ${unknown.join(', ')}`);
}

/** Writes the new and changed topics of one origin; a built-in write skips admin imports. */
async function writeTopics(
  db: Db,
  topics: readonly Topic[],
  origin: TopicOrigin,
  now: number,
): Promise<ImportSummary> {
  const { summary, toWrite } = await planTopics(db, topics, origin);
  for (const topic of toWrite) {
    const row = toTopicRow(topic, origin, now);
    const { id: _id, ...update } = row;
    await db
      .insertInto('topics')
      .values(row)
      .onConflict((oc) => {
        const upsert = oc.column('id').doUpdateSet(update);
        return origin === 'builtin' ? upsert.where('topics.origin', '=', 'builtin') : upsert;
      })
      .execute();
  }
  return summary;
}

async function summarize(
  db: Db,
  topics: readonly Topic[],
  origin: TopicOrigin,
): Promise<ImportSummary> {
  return (await planTopics(db, topics, origin)).summary;
}

async function planTopics(
  db: Db,
  topics: readonly Topic[],
  origin: TopicOrigin,
): Promise<{ summary: ImportSummary; toWrite: Topic[] }> {
  const summary: ImportSummary = { added: 0, changed: 0, unchanged: 0 };
  const toWrite: Topic[] = [];
  if (topics.length === 0) return { summary, toWrite };
  const ids = topics.map((topic) => topic.id);
  const rows = await db.selectFrom('topics').selectAll().where('id', 'in', ids).execute();
  const existing = new Map(rows.map((row) => [row.id, row]));
  for (const topic of topics) {
    const row = existing.get(topic.id);
    if (!row) {
      summary.added += 1;
      toWrite.push(topic);
    } else if (origin === 'builtin' && row.origin === 'import') {
      summary.unchanged += 1;
    } else if (isSameTopic(row, toTopicRow(topic, origin, row.updated_at))) {
      summary.unchanged += 1;
    } else {
      summary.changed += 1;
      toWrite.push(topic);
    }
  }
  return { summary, toWrite };
}

function isSameTopic(a: TopicsTable, b: TopicsTable): boolean {
  return (
    a.game_type_id === b.game_type_id &&
    a.title === b.title &&
    a.category === b.category &&
    a.answers === b.answers &&
    a.source_url === b.source_url &&
    a.retrieved_at === b.retrieved_at &&
    a.origin === b.origin
  );
}

function toTopicRow(topic: Topic, origin: TopicOrigin, now: number): TopicsTable {
  return {
    id: topic.id,
    game_type_id: topic.gameTypeId,
    title: topic.title,
    category: topic.category,
    // A fixed key order, so comparing the JSON text tells whether anything changed.
    answers: JSON.stringify(
      topic.answers.map((answer) =>
        answer.aliases && answer.aliases.length > 0
          ? { text: answer.text, aliases: [...answer.aliases] }
          : { text: answer.text },
      ),
    ),
    source_url: topic.sourceUrl,
    retrieved_at: topic.retrievedAt,
    origin,
    updated_at: now,
  };
}
