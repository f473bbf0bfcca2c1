import { aliasKey, type LearnedAlias } from '@trivia/game';
import type { AliasReviewStatus } from './alias-tables';
import { plainSql } from './plain-sql';
import type { Db } from './schema';

export {
  ALIAS_REVIEW_STATUSES,
  type AliasReviewStatus,
  type AliasReviewsTable,
  type AliasVotesTable,
} from './alias-tables';
export interface AliasVote {
  topicId: string;
  rank: number;
  alias: string;
  hostId: string;
  partyCode: string;
  now: number;
}

/** A host accepted `alias` as answer `rank`: counted once per host (a repeat refreshes it). */
export async function recordAliasVote(db: Db, vote: AliasVote): Promise<void> {
  const key = aliasKey(vote.alias);
  if (key === '') return;
  await db
    .insertInto('alias_votes')
    .values({
      topic_id: vote.topicId,
      rank: vote.rank,
      alias_key: key,
      alias_text: vote.alias.trim(),
      host_id: vote.hostId,
      party_code: vote.partyCode,
      created_at: vote.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['topic_id', 'rank', 'alias_key', 'host_id'])
        .doUpdateSet({ alias_text: vote.alias.trim(), created_at: vote.now }),
    )
    .execute();
}

/** The host undid their accept: their vote is withdrawn. */
export async function withdrawAliasVote(
  db: Db,
  vote: Pick<AliasVote, 'topicId' | 'rank' | 'alias' | 'hostId'>,
): Promise<void> {
  await db
    .deleteFrom('alias_votes')
    .where('topic_id', '=', vote.topicId)
    .where('rank', '=', vote.rank)
    .where('alias_key', '=', aliasKey(vote.alias))
    .where('host_id', '=', vote.hostId)
    .execute();
}

/** One suggestion: a normalised guess for one answer, how many hosts accepted it, its review. */
export interface AliasSuggestion {
  topicId: string;
  rank: number;
  aliasKey: string;
  alias: string;
  hosts: number;
  status: AliasReviewStatus | null;
}

/**
 * Every suggestion, or those of one topic, by topic, rank and key. Only signed-in hosts'
 * votes count (JUDGE-9; a guest's from before that rule are left out): a guest is a fresh cookie.
 */
export async function listAliasSuggestions(db: Db, topicId?: string): Promise<AliasSuggestion[]> {
  const signedIn = db.selectFrom('users').select('users.id').where('users.is_guest', '=', 0);
  let query = db
    .selectFrom('alias_votes as v')
    .where('v.host_id', 'in', signedIn)
    .leftJoin('alias_reviews as r', (join) =>
      join
        .onRef('r.topic_id', '=', 'v.topic_id')
        .onRef('r.rank', '=', 'v.rank')
        .onRef('r.alias_key', '=', 'v.alias_key'),
    )
    .select(({ fn }) => [
      'v.topic_id',
      'v.rank',
      'v.alias_key',
      fn.max('v.alias_text').as('alias_text'),
      fn.count<number>('v.host_id').as('hosts'),
      fn.max('r.status').as('status'),
    ])
    .groupBy(['v.topic_id', 'v.rank', 'v.alias_key']);
  if (topicId !== undefined) query = query.where('v.topic_id', '=', topicId);
  const rows = await query.orderBy('v.topic_id').orderBy('v.rank').orderBy('v.alias_key').execute();
  return rows.map((row) => ({
    topicId: row.topic_id,
    rank: Number(row.rank),
    aliasKey: row.alias_key,
    alias: String(row.alias_text),
    hosts: Number(row.hosts),
    status: (row.status as AliasReviewStatus | null) ?? null,
  }));
}

/**
 * JUDGE-9: the aliases the matcher uses for everyone on a library topic: only those an
 * administrator approved (@trivia/game isLiveLibraryAlias), however many hosts accepted the
 * others. The collision check runs when they are added (withLearnedAliases).
 */
export async function learnedAliasesOf(db: Db, topicId: string): Promise<LearnedAlias[]> {
  // Plain SQL: a host's every choice of topic reads it (docs/PERFORMANCE.md).
  const { rows } = await plainSql<{ rank: number; alias_text: string }>(db)`select v.rank,
      max(v.alias_text) as alias_text
    from alias_votes v left join alias_reviews r
      on r.topic_id = v.topic_id and r.rank = v.rank and r.alias_key = v.alias_key
    where v.topic_id = ${topicId}
    group by v.rank, v.alias_key
    having max(r.status) = 'approved'
    order by v.rank, v.alias_key`;
  return rows.map((row) => ({ rank: Number(row.rank), alias: String(row.alias_text) }));
}

/** An administrator approves or rejects a suggestion; false when there is no such suggestion. */
export async function reviewAliasSuggestion(
  db: Db,
  review: {
    topicId: string;
    rank: number;
    aliasKey: string;
    status: AliasReviewStatus;
    now: number;
  },
): Promise<boolean> {
  const exists = await db
    .selectFrom('alias_votes')
    .select('host_id')
    .where('topic_id', '=', review.topicId)
    .where('rank', '=', review.rank)
    .where('alias_key', '=', review.aliasKey)
    .executeTakeFirst();
  if (exists === undefined) return false;
  await db
    .insertInto('alias_reviews')
    .values({
      topic_id: review.topicId,
      rank: review.rank,
      alias_key: review.aliasKey,
      status: review.status,
      decided_at: review.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['topic_id', 'rank', 'alias_key'])
        .doUpdateSet({ status: review.status, decided_at: review.now }),
    )
    .execute();
  return true;
}
