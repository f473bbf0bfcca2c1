import type { Selectable } from 'kysely';
import { SURVEY_GAME_TYPE_ID, type GameType, type Topic, type TopicAnswer } from '@trivia/game';
import { plainSql } from './plain-sql';
import type { Db, GameTypesTable, TopicOrigin, TopicsTable } from './schema';

export interface StoredTopic extends Topic {
  origin: TopicOrigin;
}

/** Game types that have at least one topic, in content order. */
export async function listPlayableGameTypes(db: Db): Promise<GameType[]> {
  const rows = await playableGameTypes(db).orderBy('position').orderBy('id').execute();
  return rows.map(toGameType);
}

/**
 * SURVEY-11: the game types an online host may choose: those with a topic, and Survey Says
 * (family-feud), whose topics are the boards of the party's own survey.
 */
export async function listOnlineGameTypes(db: Db): Promise<GameType[]> {
  const rows = await db
    .selectFrom('game_types')
    .selectAll()
    .where(({ eb, exists, or, selectFrom }) =>
      or([
        eb('game_types.id', '=', SURVEY_GAME_TYPE_ID),
        exists(
          selectFrom('topics')
            .select('topics.id')
            .whereRef('topics.game_type_id', '=', 'game_types.id'),
        ),
      ]),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toGameType);
}

/**
 * One game type by id when an online host may choose it (it has a topic, or it is Survey
 * Says: SURVEY-11), else null.
 */
export async function findPlayableGameType(db: Db, id: string): Promise<GameType | null> {
  // Plain SQL: a host's every choice of game type reads it (docs/PERFORMANCE.md).
  const { rows } = await plainSql<GameTypeRow>(db)`select id, name, description, max_answers
    from game_types where id = ${id}
      and (id = ${SURVEY_GAME_TYPE_ID}
        or exists (select 1 from topics where topics.game_type_id = game_types.id))`;
  const row = rows[0];
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

type GameTypeRow = Pick<GameTypesTable, 'id' | 'name' | 'description' | 'max_answers'>;

function toGameType(row: GameTypeRow): GameType {
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
  // Plain SQL: a host's every choice of topic reads it (docs/PERFORMANCE.md).
  const { rows } = await plainSql<TopicRow>(db)`select id, game_type_id, title, category,
      answers, source_url, retrieved_at, origin
    from topics where id = ${id}`;
  const row = rows[0];
  return row === undefined ? null : toStoredTopic(row);
}

type TopicRow = Omit<Selectable<TopicsTable>, 'updated_at'>;

export function toStoredTopic(row: TopicRow): StoredTopic {
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
