import type { Selectable } from 'kysely';
import type { GameType, Topic, TopicAnswer } from '@trivia/game';
import type { Db, GameTypesTable, TopicOrigin, TopicsTable } from './schema';

export interface StoredTopic extends Topic {
  origin: TopicOrigin;
}

/** Game types that have at least one topic, in content order. */
export async function listPlayableGameTypes(db: Db): Promise<GameType[]> {
  const rows = await playableGameTypes(db).orderBy('position').orderBy('id').execute();
  return rows.map(toGameType);
}

/** One game type by id when it has at least one topic (what a host may choose), else null. */
export async function findPlayableGameType(db: Db, id: string): Promise<GameType | null> {
  const row = await playableGameTypes(db).where('id', '=', id).executeTakeFirst();
  return row === undefined ? null : toGameType(row);
}

/** Game types a host may choose: those with at least one topic. */
function playableGameTypes(db: Db) {
  return db
    .selectFrom('game_types')
    .selectAll()
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('topics')
          .select('topics.id')
          .whereRef('topics.game_type_id', '=', 'game_types.id'),
      ),
    );
}

function toGameType(row: Selectable<GameTypesTable>): GameType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    maxAnswers: row.max_answers,
  };
}

export async function gameTypeExists(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_types')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listTopicsOfGameType(db: Db, gameTypeId: string): Promise<StoredTopic[]> {
  const rows = await db
    .selectFrom('topics')
    .selectAll()
    .where('game_type_id', '=', gameTypeId)
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map(toStoredTopic);
}

/** Every topic with its origin ('builtin' from packages/content, 'import' by an admin). */
export async function listTopics(db: Db): Promise<StoredTopic[]> {
  const rows = await db
    .selectFrom('topics')
    .selectAll()
    .orderBy('game_type_id')
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map(toStoredTopic);
}

export async function findTopic(db: Db, id: string): Promise<StoredTopic | null> {
  const row = await db.selectFrom('topics').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStoredTopic(row) : null;
}

export function toStoredTopic(row: Selectable<TopicsTable>): StoredTopic {
  return {
    id: row.id,
    gameTypeId: row.game_type_id,
    title: row.title,
    category: row.category,
    answers: JSON.parse(row.answers) as TopicAnswer[],
    sourceUrl: row.source_url,
    retrievedAt: row.retrieved_at,
    origin: row.origin,
  };
}
