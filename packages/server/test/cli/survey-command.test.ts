import { describe, expect, it } from 'vitest';
import { runContentCommand } from '../../src/cli/content-commands';
import { sharedBoard } from '../../src/survey/shared-survey';
import { contributeParties, FOUR_PARTIES, PET_PROMPT } from '../support/shared-survey';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

describe.each(storageTargets())('npm run content -- survey ($kind)', (target) => {
  const db = useTestDatabase(target);
  const run = (...args: string[]) =>
    runContentCommand(db(), ['survey', ...args], { cwd: '/', now: 7 });

  it('[SURVEY-22] lists the surveys that reached 100 people with their groups, then approves one', async () => {
    expect((await run()).out).toEqual(['No shared survey has reached 100 people.']);
    await contributeParties(db(), FOUR_PARTIES.slice(0, 3));
    expect((await run('list')).out).toEqual(['No shared survey has reached 100 people.']);
    expect(await run('approve', PET_PROMPT)).toEqual({
      exitCode: 1,
      out: [],
      err: [`${PET_PROMPT}: 75 people so far; a shared survey needs 100 first`],
    });
    await contributeParties(db(), FOUR_PARTIES.slice(3));
    expect((await run('list')).out).toEqual([
      `${PET_PROMPT}  "Name a popular pet"  100 people  pending`,
      '  Dog       42 people  4 parties',
      '  Cat       33 people  4 parties',
      '  Goldfish  12 people  3 parties',
      '  Rabbit    6 people  1 party  (left out: fewer than 3 parties)',
      '  Hamster   2 people  1 party  (left out: fewer than 3 parties)',
      '  Parrot    2 people  1 party  (left out: fewer than 3 parties)',
    ]);
    expect(await run('approve', PET_PROMPT)).toEqual({
      exitCode: 0,
      out: [
        `Approved ${PET_PROMPT}: "We surveyed 100 people".`,
        '  #1 Dog  42 people',
        '  #2 Cat  33 people',
        '  #3 Goldfish  12 people',
      ],
      err: [],
    });
    expect((await run()).out[0]).toBe(`${PET_PROMPT}  "Name a popular pet"  100 people  approved`);
  });

  it('[SURVEY-21][SURVEY-22] rejects a survey, refuses one without a board, and explains bad usage', async () => {
    await contributeParties(db());
    expect(await run('reject', PET_PROMPT)).toEqual({
      exitCode: 0,
      out: [`Rejected ${PET_PROMPT}.`],
      err: [],
    });
    expect(await sharedBoard(db(), PET_PROMPT)).toBeNull();
    const pair = FOUR_PARTIES.slice(0, 2).map((groups) =>
      groups.map((group) => ({ ...group, count: group.count * 2 })),
    );
    await contributeParties(db(), pair, 'prompt-animal-see-farm', 50);
    expect((await run('approve', 'prompt-animal-see-farm')).err).toEqual([
      'prompt-animal-see-farm: fewer than 3 groups were given by 3 parties, so there is no board',
    ]);
    expect((await run('approve', 'prompt-nope')).err).toEqual([
      'prompt-nope: no shared survey for this prompt',
    ]);
    for (const args of [['frobnicate'], ['approve'], ['reject', PET_PROMPT, 'extra']]) {
      const outcome = await run(...args);
      expect(outcome.exitCode).toBe(1);
      expect(outcome.err[0]).toBe('Usage:');
    }
  });
});
