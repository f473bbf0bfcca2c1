import { createHmac, randomBytes } from 'node:crypto';
import { surveyPrompts } from '@trivia/content';
import {
  boundContribution,
  findSharedGroup,
  isSharedGroupKept,
  SHARED_SURVEY_GROUPS_PER_PROMPT,
  SHARED_SURVEY_PEOPLE,
  SHARED_SURVEY_SPELLINGS_PER_GROUP,
  sharedGroupName,
  sharedSurveyBoard,
  surveyedText,
  type SharedContribution,
  type SharedGroup,
  type SharedGroupLead,
  type SurveyAliases,
  type SurveyBoard,
} from '@trivia/game';
import type { Db } from '../storage/schema';
import type { SharedSurveyStatus } from '../storage/shared-survey-tables';

/**
 * The big survey's storage (SURVEY-20 to SURVEY-23, docs/SURVEY.md): with the host's consent,
 * a party's grouped answers to a library prompt join a pool shared by every party, with no
 * user id, party code or name stored. The board an administrator approves is made only of
 * groups given by three different parties.
 */

/** A party's grouped answers to one library prompt, as the survey engine hands them over. */
export interface SurveyContribution {
  promptId: string;
  /** The party's groups (SURVEY-1, SURVEY-2): their names and people. */
  groups: ReadonlyArray<{ name: string; count: number }>;
  /**
   * SURVEY-20: the party's own secret for the big survey, made with newSharedSurveyKey() once
   * per party and kept only in the party's server-side state (never in a view, a log or a
   * table of its own), so it goes with the party. Never a party code or a user id.
   */
  partyKey: string;
  /** The members who answered the prompt: caps the groups' counts (SURVEY-23). */
  people?: number;
}

/** A contribution the pool refuses whole: nothing was stored. */
export class SharedSurveyError extends Error {
  override name = 'SharedSurveyError';
}

/** SURVEY-20: 32 random bytes, base64url: the only form of party key the pool takes. */
const PARTY_KEY = /^[A-Za-z0-9_-]{43}$/;

/** SURVEY-20: a new party key (one per party, for the party's life). */
export function newSharedSurveyKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SURVEY-20: what the pool stores of a party: an HMAC keyed with the party's own secret key
 * of the prompt and group ('' for the prompt as a whole). Without the key, which dies with
 * the party, it names no party, and one party's hashes of two groups are different values.
 */
function partyHash(partyKey: string, promptId: string, groupKey: string): string {
  return createHmac('sha256', partyKey)
    .update(`shared-survey\u0000${promptId}\u0000${groupKey}`)
    .digest('base64url');
}

const promptsById = new Map(surveyPrompts.map((prompt) => [prompt.id, prompt]));

/**
 * SURVEY-20 to SURVEY-23: adds a party's groups to the prompt's shared survey. Only library
 * prompts are pooled; a party adds to a prompt once (later contributions of the same party
 * add nothing) and to each group once, with at most 50 people; a decided (approved or
 * rejected) prompt takes no more. Throws SharedSurveyError, storing nothing, for a prompt
 * that is not in the library or a party key not made by newSharedSurveyKey.
 */
export async function contributeSurvey(db: Db, contribution: SurveyContribution): Promise<void> {
  const prompt = promptsById.get(contribution.promptId);
  if (prompt === undefined) {
    throw new SharedSurveyError(`${contribution.promptId}: not a library prompt`);
  }
  if (!PARTY_KEY.test(contribution.partyKey)) {
    throw new SharedSurveyError('The party key must be made by newSharedSurveyKey()');
  }
  const bounded = boundContribution(contribution.groups, contribution.people);
  if (bounded.groups.length === 0) return;
  const add = (trx: Db) => addContribution(trx, prompt, bounded, contribution.partyKey);
  if (db.isTransaction) await add(db);
  else await db.transaction().execute(add);
}

/** What one contribution does to one pooled group. */
interface GroupChange {
  lead: SharedGroupLead;
  isNew: boolean;
  people: number;
  spellings: Map<string, { text: string; people: number }>;
}

async function addContribution(
  trx: Db,
  prompt: { id: string; aliases?: SurveyAliases | undefined },
  contribution: SharedContribution,
  partyKey: string,
): Promise<void> {
  const promptId = prompt.id;
  await trx
    .insertInto('shared_survey_prompts')
    .values({ prompt_id: promptId, people: 0, status: 'collecting', decided_at: null })
    .onConflict((oc) => oc.column('prompt_id').doNothing())
    .execute();
  // Writing the row first holds it (PostgreSQL's row lock) until commit: contributions to one
  // prompt take turns, so two cannot start the same group at once. SQLite has one writer.
  // SURVEY-20: no time is written, so the pool does not say when a party played.
  const row = await trx
    .updateTable('shared_survey_prompts')
    .set((eb) => ({ people: eb.ref('people') }))
    .where('prompt_id', '=', promptId)
    .returning(['status', 'people'])
    .executeTakeFirstOrThrow();
  if (row.status === 'approved' || row.status === 'rejected') return;
  const first = await trx
    .insertInto('shared_survey_parties')
    .values({ prompt_id: promptId, group_key: '', party_hash: partyHash(partyKey, promptId, '') })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  // SURVEY-23: the same party adds to a prompt once.
  if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return;
  const changes = await planChanges(trx, prompt, contribution);
  for (const change of changes.values()) await applyChange(trx, promptId, change, partyKey);
  const people = Number(row.people) + contribution.people;
  await trx
    .updateTable('shared_survey_prompts')
    .set({
      people,
      status: people >= SHARED_SURVEY_PEOPLE ? 'pending' : 'collecting',
    })
    .where('prompt_id', '=', promptId)
    .execute();
}

/** SURVEY-20: which pooled group each of the party's groups joins, or starts. */
async function planChanges(
  trx: Db,
  prompt: { id: string; aliases?: SurveyAliases | undefined },
  contribution: SharedContribution,
): Promise<Map<string, GroupChange>> {
  const leads: SharedGroupLead[] = (
    await trx
      .selectFrom('shared_survey_groups')
      .select(['group_key', 'leader'])
      .where('prompt_id', '=', prompt.id)
      .orderBy('position')
      .execute()
  ).map((row) => ({ key: row.group_key, leader: row.leader }));
  const changes = new Map<string, GroupChange>();
  for (const group of contribution.groups) {
    let lead = findSharedGroup(group.name, leads, prompt.aliases);
    lead ??= { key: group.key, leader: group.name };
    let change = changes.get(lead.key);
    if (change === undefined) {
      const known = leads.some((existing) => existing.key === lead.key);
      // SURVEY-23: a full pool starts no more groups.
      if (!known && leads.length >= SHARED_SURVEY_GROUPS_PER_PROMPT) continue;
      if (!known) leads.push(lead);
      change = { lead, isNew: !known, people: 0, spellings: new Map() };
      changes.set(lead.key, change);
    }
    // A party's people count once per group: two of its groups that pool count the larger.
    change.people = Math.max(change.people, group.count);
    const spelling = change.spellings.get(group.key);
    if (spelling === undefined || spelling.people < group.count) {
      change.spellings.set(group.key, { text: group.name, people: group.count });
    }
  }
  return changes;
}

async function applyChange(
  trx: Db,
  promptId: string,
  change: GroupChange,
  partyKey: string,
): Promise<void> {
  const groupKey = change.lead.key;
  if (change.isNew) {
    const { count } = await trx
      .selectFrom('shared_survey_groups')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('prompt_id', '=', promptId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('shared_survey_groups')
      .values({
        prompt_id: promptId,
        group_key: groupKey,
        leader: change.lead.leader,
        people: change.people,
        position: Number(count),
      })
      .execute();
  } else {
    await trx
      .updateTable('shared_survey_groups')
      .set((eb) => ({ people: eb('people', '+', change.people) }))
      .where('prompt_id', '=', promptId)
      .where('group_key', '=', groupKey)
      .execute();
  }
  await trx
    .insertInto('shared_survey_parties')
    .values({
      prompt_id: promptId,
      group_key: groupKey,
      party_hash: partyHash(partyKey, promptId, groupKey),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await addSpellings(trx, promptId, groupKey, change.spellings);
}

/** SURVEY-23: a group's spellings gain people; a new one is kept while the group has < 20. */
async function addSpellings(
  trx: Db,
  promptId: string,
  groupKey: string,
  spellings: ReadonlyMap<string, { text: string; people: number }>,
): Promise<void> {
  const known = new Set(
    (
      await trx
        .selectFrom('shared_survey_spellings')
        .select('spelling_key')
        .where('prompt_id', '=', promptId)
        .where('group_key', '=', groupKey)
        .execute()
    ).map((row) => row.spelling_key),
  );
  for (const [key, spelling] of spellings) {
    if (known.has(key)) {
      await trx
        .updateTable('shared_survey_spellings')
        .set((eb) => ({ people: eb('people', '+', spelling.people) }))
        .where('prompt_id', '=', promptId)
        .where('group_key', '=', groupKey)
        .where('spelling_key', '=', key)
        .execute();
    } else if (known.size < SHARED_SURVEY_SPELLINGS_PER_GROUP) {
      known.add(key);
      await trx
        .insertInto('shared_survey_spellings')
        .values({
          prompt_id: promptId,
          group_key: groupKey,
          spelling_key: key,
          text: spelling.text,
          people: spelling.people,
        })
        .execute();
    }
  }
}

/** A pooled group as the administrators see it. */
export interface SharedGroupSummary extends SharedGroup {
  name: string;
  /** SURVEY-21: given by 3 or more parties, so it may reach the board. */
  kept: boolean;
}

/** One prompt's shared survey. */
export interface SharedSurveySummary {
  promptId: string;
  text: string;
  people: number;
  status: SharedSurveyStatus;
  decidedAt: number | null;
  /** Most people first, ties to the group in the pool first. */
  groups: SharedGroupSummary[];
}

/** The shared surveys that reached `minPeople` (SURVEY-22: 100), by prompt id. */
export async function listSharedSurveys(
  db: Db,
  minPeople: number = SHARED_SURVEY_PEOPLE,
): Promise<SharedSurveySummary[]> {
  const rows = await db
    .selectFrom('shared_survey_prompts')
    .selectAll()
    .where('people', '>=', minPeople)
    .orderBy('prompt_id')
    .execute();
  const summaries: SharedSurveySummary[] = [];
  for (const row of rows) {
    summaries.push({
      promptId: row.prompt_id,
      text: promptsById.get(row.prompt_id)?.text ?? '?',
      people: Number(row.people),
      status: row.status,
      decidedAt: row.decided_at === null ? null : Number(row.decided_at),
      groups: (await sharedGroupsOf(db, row.prompt_id)).map((group) => ({
        ...group,
        name: sharedGroupName(group),
        kept: isSharedGroupKept(group),
      })),
    });
  }
  return summaries;
}

/** A prompt's pooled groups with their spellings and parties, most people first. */
async function sharedGroupsOf(db: Db, promptId: string): Promise<SharedGroup[]> {
  const groups = await db
    .selectFrom('shared_survey_groups')
    .select(['group_key', 'people', 'position'])
    .where('prompt_id', '=', promptId)
    .orderBy('people', 'desc')
    .orderBy('position')
    .execute();
  const parties = await db
    .selectFrom('shared_survey_parties')
    .select((eb) => ['group_key', eb.fn.countAll<number>().as('parties')])
    .where('prompt_id', '=', promptId)
    .where('group_key', '<>', '')
    .groupBy('group_key')
    .execute();
  const spellings = await db
    .selectFrom('shared_survey_spellings')
    .select(['group_key', 'text', 'people'])
    .where('prompt_id', '=', promptId)
    .orderBy('spelling_key')
    .execute();
  const partiesOf = new Map(parties.map((row) => [row.group_key, Number(row.parties)]));
  return groups.map((group) => ({
    key: group.group_key,
    position: Number(group.position),
    people: Number(group.people),
    parties: partiesOf.get(group.group_key) ?? 0,
    spellings: spellings
      .filter((spelling) => spelling.group_key === group.group_key)
      .map((spelling) => ({ text: spelling.text, people: Number(spelling.people) })),
  }));
}

/** A shared board: the board, the people surveyed and its line, "We surveyed N people". */
export type SharedBoardResult =
  | { ok: true; board: SurveyBoard; people: number; surveyed: string }
  | { ok: false; reason: string };

/** SURVEY-21, SURVEY-22: the board of a prompt's shared survey, made only once approved. */
export async function sharedBoard(db: Db, promptId: string): Promise<SharedBoardResult | null> {
  const row = await db
    .selectFrom('shared_survey_prompts')
    .select(['people', 'status'])
    .where('prompt_id', '=', promptId)
    .executeTakeFirst();
  if (row?.status !== 'approved') return null;
  return boardOf(db, promptId, Number(row.people));
}

async function boardOf(db: Db, promptId: string, people: number): Promise<SharedBoardResult> {
  const result = sharedSurveyBoard(await sharedGroupsOf(db, promptId), people);
  if (!result.ok) return result;
  return { ok: true, board: result.board, people, surveyed: surveyedText(people) };
}

/** How an administrator's decision went. */
export type SharedSurveyDecision =
  | { ok: true; board: SharedBoardResult | null }
  | { ok: false; reason: 'not-found' | 'collecting' | 'no-board'; people: number };

/**
 * SURVEY-22: an administrator approves or rejects a shared survey that reached 100 people
 * (and may change their mind later). Approval needs a board (3 groups given by 3 parties
 * each); a decided survey takes no more answers (SURVEY-23), so its board stays the one seen.
 */
export async function decideSharedSurvey(
  db: Db,
  promptId: string,
  status: 'approved' | 'rejected',
  now: number,
): Promise<SharedSurveyDecision> {
  const row = await db
    .selectFrom('shared_survey_prompts')
    .select(['people', 'status'])
    .where('prompt_id', '=', promptId)
    .executeTakeFirst();
  if (row === undefined) return { ok: false, reason: 'not-found', people: 0 };
  const people = Number(row.people);
  if (row.status === 'collecting') return { ok: false, reason: 'collecting', people };
  const board = status === 'approved' ? await boardOf(db, promptId, people) : null;
  if (board !== null && !board.ok) return { ok: false, reason: 'no-board', people };
  await db
    .updateTable('shared_survey_prompts')
    .set({ status, decided_at: now })
    .where('prompt_id', '=', promptId)
    .execute();
  return { ok: true, board };
}
