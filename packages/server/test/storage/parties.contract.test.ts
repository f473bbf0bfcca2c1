import { describe, expect, it } from 'vitest';
import { listGuesses, recordGuess, type GuessInput } from '../../src/storage/guesses';
import {
  listMembers,
  removeMember,
  saveMember,
  saveMembers,
  type MemberRecord,
} from '../../src/storage/party-members';
import {
  createParty,
  deleteExpiredParties,
  getParty,
  updateParty,
} from '../../src/storage/parties';
import { makeParty } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

const NOW = 1_700_000_000_000;

function member(overrides: Partial<MemberRecord> = {}): MemberRecord {
  return {
    partyCode: 'ABC123',
    userId: 'host-user',
    displayName: 'Host',
    role: 'host',
    teamId: null,
    joinedAt: NOW,
    kickedAt: null,
    online: true,
    position: 0,
    ...overrides,
  };
}

function guess(overrides: Partial<GuessInput> = {}): GuessInput {
  return {
    partyCode: 'ABC123',
    userId: 'host-user',
    teamId: 'team-1',
    text: 'pacific',
    correct: true,
    rank: 0,
    points: 5,
    createdAt: NOW,
    commandId: 'cmd-1',
    ...overrides,
  };
}

describe.each(storageTargets())('storage contract: parties ($kind)', (target) => {
  const db = useTestDatabase(target);

  it('creates and reads a party with its JSON state', async () => {
    const party = makeParty({
      createdAt: NOW,
      expiresAt: NOW + 7_200_000,
      turnDeadline: NOW + 30_000,
    });
    await createParty(db(), party);
    expect(await getParty(db(), 'ABC123')).toEqual(party);
    expect(await getParty(db(), 'ZZZ999')).toBeNull();
  });

  it('refuses a second party with the same code', async () => {
    await createParty(db(), makeParty());
    await expect(createParty(db(), makeParty({ hostId: 'someone-else' }))).rejects.toThrow();
  });

  it('[PARTY-6] writes a new version only over the version it was based on', async () => {
    const party = makeParty();
    await createParty(db(), party);
    const next = { ...party, version: 2, status: 'choosing', state: { status: 'choosing' } };
    expect(await updateParty(db(), next, 1)).toBe(true);
    expect(await updateParty(db(), { ...next, version: 3 }, 1)).toBe(false);
    expect(await getParty(db(), party.code)).toMatchObject({ version: 2, status: 'choosing' });
  });

  it('saves several members in one statement: new rows added, existing ones rewritten', async () => {
    await createParty(db(), makeParty());
    await saveMember(db(), member());
    await saveMembers(db(), []);
    await saveMembers(db(), [
      member({ teamId: 'team-1', online: false }),
      member({
        userId: 'p2',
        displayName: 'Two',
        role: 'player',
        joinedAt: NOW + 1,
        teamId: 'team-2',
        position: 1,
      }),
    ]);
    const members = await listMembers(db(), 'ABC123');
    expect(members.map((m) => [m.userId, m.displayName, m.teamId, m.online])).toEqual([
      ['host-user', member().displayName, 'team-1', false],
      ['p2', 'Two', 'team-2', true],
    ]);
  });

  it('keeps members in the order of their list (their position), whatever was saved first', async () => {
    await createParty(db(), makeParty());
    // Joined in the same millisecond, with an id that sorts first: the position decides.
    const late = { userId: 'aaa-late', displayName: 'Late', role: 'player', position: 1 } as const;
    await saveMember(db(), member({ ...late, joinedAt: NOW }));
    await saveMember(db(), member());
    await saveMember(db(), member({ ...late, joinedAt: NOW, teamId: 'team-2' }));
    const members = await listMembers(db(), 'ABC123');
    expect(members.map((entry) => [entry.userId, entry.teamId])).toEqual([
      ['host-user', null],
      ['aaa-late', 'team-2'],
    ]);
    await removeMember(db(), 'ABC123', 'aaa-late');
    expect(await listMembers(db(), 'ABC123')).toHaveLength(1);
  });

  it('records guesses in the order they were made', async () => {
    await createParty(db(), makeParty());
    await recordGuess(db(), guess());
    await recordGuess(
      db(),
      guess({ commandId: 'cmd-2', text: 'atlantic', rank: 1, points: 4, createdAt: NOW + 1 }),
    );
    expect((await listGuesses(db(), 'ABC123')).map((entry) => entry.text)).toEqual([
      'pacific',
      'atlantic',
    ]);
  });

  it('[PARTY-5] deletes expired parties with their members and guesses, and counts them', async () => {
    await createParty(
      db(),
      makeParty({ code: 'OLD001', createdAt: NOW - 7_200_000, expiresAt: NOW }),
    );
    await createParty(
      db(),
      makeParty({ code: 'OLD002', createdAt: NOW - 9_000_000, expiresAt: NOW - 1 }),
    );
    await createParty(
      db(),
      makeParty({ code: 'NEW001', createdAt: NOW, expiresAt: NOW + 7_200_000 }),
    );
    await saveMember(db(), member({ partyCode: 'OLD001' }));
    await recordGuess(db(), guess({ partyCode: 'OLD001' }));
    await saveMember(db(), member({ partyCode: 'NEW001' }));

    expect(await deleteExpiredParties(db(), NOW)).toBe(2);
    expect(await getParty(db(), 'OLD001')).toBeNull();
    expect(await getParty(db(), 'NEW001')).not.toBeNull();
    expect(await listMembers(db(), 'OLD001')).toEqual([]);
    expect(await listGuesses(db(), 'OLD001')).toEqual([]);
    expect(await listMembers(db(), 'NEW001')).toHaveLength(1);
    expect(await deleteExpiredParties(db(), NOW)).toBe(0);
  });
});
