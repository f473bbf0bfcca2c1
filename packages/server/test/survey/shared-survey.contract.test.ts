import { describe, expect, it } from 'vitest';
import { createGuestUser } from '../../src/storage/users';
import type { Db } from '../../src/storage/schema';
import {
  contributeSurvey,
  decideSharedSurvey,
  listSharedSurveys,
  newSharedSurveyKey,
  sharedBoard,
  SharedSurveyError,
} from '../../src/survey/shared-survey';
import { contributeParties, FOUR_PARTIES, PET_PROMPT } from '../support/shared-survey';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

const TABLES = [
  'shared_survey_prompts',
  'shared_survey_groups',
  'shared_survey_spellings',
  'shared_survey_parties',
] as const;

/** Every row of the big survey's tables. */
async function storedRows(db: Db): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) rows[table] = await db.selectFrom(table).selectAll().execute();
  return rows;
}

async function groupsOf(db: Db) {
  const [survey] = await listSharedSurveys(db, 0);
  return survey?.groups.map(({ name, people, parties, kept }) => ({ name, people, parties, kept }));
}

describe.each(storageTargets())('the big survey ($kind)', (target) => {
  const db = useTestDatabase(target);

  it('[SURVEY-20] stores no user id, party code, party key or member name in any row', async () => {
    const host = await createGuestUser(db(), { displayName: 'Zelda Quartz', now: 1 });
    const partyKey = newSharedSurveyKey();
    await contributeSurvey(db(), {
      promptId: PET_PROMPT,
      groups: [
        { name: 'Dog', count: 3 },
        { name: 'Cat', count: 2 },
      ],
      partyKey,
      people: 4,
    });
    const rows = await storedRows(db());
    const text = JSON.stringify(rows);
    for (const secret of [host.id, 'Zelda', 'ABC123', partyKey]) expect(text).not.toContain(secret);
    const hashes = (rows.shared_survey_parties as Array<{ party_hash: string }>).map(
      (row) => row.party_hash,
    );
    // One party's rows for the prompt and for each group are unlinkable: no hash repeats.
    expect(hashes).toHaveLength(3);
    expect(new Set(hashes).size).toBe(3);
    expect(Object.keys(rows.shared_survey_parties?.[0] ?? {}).sort()).toEqual([
      'group_key',
      'party_hash',
      'prompt_id',
    ]);
  });

  it('[SURVEY-20] pools spellings across parties with the matcher and the prompt aliases', async () => {
    await contributeParties(db());
    expect(await groupsOf(db())).toEqual([
      { name: 'Dog', people: 42, parties: 4, kept: true },
      { name: 'Cat', people: 33, parties: 4, kept: true },
      { name: 'Goldfish', people: 12, parties: 3, kept: true },
      { name: 'Rabbit', people: 6, parties: 1, kept: false },
      { name: 'Hamster', people: 2, parties: 1, kept: false },
      { name: 'Parrot', people: 2, parties: 1, kept: false },
    ]);
  });

  it('[SURVEY-21] one party counts once per group and once per prompt, however many guests it has', async () => {
    const partyKey = newSharedSurveyKey();
    const groups = [
      { name: 'Snake', count: 30 },
      { name: 'snakes', count: 30 },
      { name: 'Dog', count: 1 },
      { name: 'Cat', count: 1 },
    ];
    await contributeSurvey(db(), { promptId: PET_PROMPT, groups, partyKey, people: 30 });
    await contributeSurvey(db(), { promptId: PET_PROMPT, groups, partyKey, people: 30 });
    await contributeSurvey(db(), { promptId: PET_PROMPT, groups, partyKey, people: 30 });
    expect(await groupsOf(db())).toEqual([
      { name: 'Snake', people: 30, parties: 1, kept: false },
      { name: 'Dog', people: 1, parties: 1, kept: false },
      { name: 'Cat', people: 1, parties: 1, kept: false },
    ]);
    const [survey] = await listSharedSurveys(db(), 0);
    expect(survey).toMatchObject({ people: 30, status: 'collecting' });
  });

  it('[SURVEY-21] leaves out groups given by fewer than 3 parties; without 3 groups left there is no board', async () => {
    // Two parties of 50 reach 100 people, but no group has 3 parties.
    const pair = [FOUR_PARTIES[0] ?? [], FOUR_PARTIES[1] ?? []].map((groups) =>
      groups.map((group) => ({ ...group, count: group.count * 2 })),
    );
    await contributeParties(db(), pair, PET_PROMPT, 50);
    const [survey] = await listSharedSurveys(db());
    expect(survey).toMatchObject({ people: 100, status: 'pending' });
    expect(survey?.groups.every((group) => !group.kept)).toBe(true);
    expect(await decideSharedSurvey(db(), PET_PROMPT, 'approved', 2)).toEqual({
      ok: false,
      reason: 'no-board',
      people: 100,
    });
    expect(await sharedBoard(db(), PET_PROMPT)).toBeNull();
  });

  it('[SURVEY-22] collects until 100 people, then waits for an administrator; approved, it is a board', async () => {
    await contributeParties(db(), FOUR_PARTIES.slice(0, 3));
    expect(await listSharedSurveys(db())).toEqual([]);
    expect((await listSharedSurveys(db(), 0))[0]).toMatchObject({
      people: 75,
      status: 'collecting',
    });
    expect(await decideSharedSurvey(db(), PET_PROMPT, 'approved', 2)).toMatchObject({
      ok: false,
      reason: 'collecting',
    });
    await contributeParties(db(), FOUR_PARTIES.slice(3));
    expect((await listSharedSurveys(db()))[0]).toMatchObject({ people: 100, status: 'pending' });
    expect(await sharedBoard(db(), PET_PROMPT)).toBeNull();
    expect(await decideSharedSurvey(db(), PET_PROMPT, 'approved', 2)).toMatchObject({ ok: true });
    const board = await sharedBoard(db(), PET_PROMPT);
    expect(board).toMatchObject({ ok: true, people: 100, surveyed: 'We surveyed 100 people' });
    if (!board?.ok) throw new Error('no board');
    expect(board.board.slots.map(({ text, count, points }) => ({ text, count, points }))).toEqual([
      { text: 'Dog', count: 42, points: 5 },
      { text: 'Cat', count: 33, points: 4 },
      { text: 'Goldfish', count: 12, points: 3 },
    ]);
    expect(board.board.slots[0]?.aliases).toEqual(expect.arrayContaining(['dogs', 'puppy']));
  });

  it('[SURVEY-22] a decided survey takes no more answers; a rejected one has no board', async () => {
    await contributeParties(db());
    expect(await decideSharedSurvey(db(), PET_PROMPT, 'approved', 2)).toMatchObject({ ok: true });
    const before = await storedRows(db());
    await contributeParties(db());
    expect(await storedRows(db())).toEqual(before);
    expect(await decideSharedSurvey(db(), PET_PROMPT, 'rejected', 3)).toEqual({
      ok: true,
      board: null,
    });
    expect(await sharedBoard(db(), PET_PROMPT)).toBeNull();
    expect((await listSharedSurveys(db()))[0]).toMatchObject({
      status: 'rejected',
      decidedAt: 3,
    });
    expect(await decideSharedSurvey(db(), 'prompt-nope', 'approved', 2)).toMatchObject({
      reason: 'not-found',
    });
  });

  it('[SURVEY-23] refuses a prompt outside the library or a key not made for it, storing nothing', async () => {
    const groups = [{ name: 'Dog', count: 2 }];
    await expect(
      contributeSurvey(db(), { promptId: 'u_mine', groups, partyKey: newSharedSurveyKey() }),
    ).rejects.toThrow(SharedSurveyError);
    for (const partyKey of ['ABC123', 'user-1', '']) {
      await expect(
        contributeSurvey(db(), { promptId: PET_PROMPT, groups, partyKey }),
      ).rejects.toThrow('newSharedSurveyKey');
    }
    expect(Object.values(await storedRows(db())).flat()).toEqual([]);
  });

  it("[SURVEY-23] caps counts by the party's people, keeps its 20 largest groups and drops offensive names", async () => {
    const groups = [
      { name: 'Dog', count: 500 },
      { name: 'shit', count: 4 },
      { name: '?!', count: 4 },
      ...Array.from({ length: 30 }, (_, i) => ({ name: `Pet number ${i}`, count: 1 + (i % 3) })),
    ];
    await contributeSurvey(db(), {
      promptId: PET_PROMPT,
      groups,
      partyKey: newSharedSurveyKey(),
      people: 10,
    });
    const stored = (await groupsOf(db())) ?? [];
    expect(stored).toHaveLength(20);
    expect(stored[0]).toEqual({ name: 'Dog', people: 10, parties: 1, kept: false });
    expect(stored.map((group) => group.name)).not.toContain('shit');
    expect((await listSharedSurveys(db(), 0))[0]?.people).toBe(10);
  });
});
