import { randomUUID } from 'node:crypto';
import { GET_READY_MS, MESSAGES, type PartyState } from '@trivia/game';
import { REALTIME_ERRORS } from '@trivia/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalChangeBus, type PartyChange } from '../../src/parties/party-events';
import { PartyService } from '../../src/parties/party-service';
import { loadBuiltinCatalog } from '../../src/storage/catalog-import';
import { countServerCommands, type PartyCommandsTable } from '../../src/storage/command-ledger';
import { deleteExpiredParties } from '../../src/storage/parties';
import { listMembers } from '../../src/storage/party-members';
import { makeContent } from '../support/builders';
import { changeCommand, guestActor } from '../support/party-commands';
import { storageTargets, type TestDatabase } from '../support/storage-targets';

const T0 = 1_800_000_000_000;

/** Every engine, and SQLite a second time with the write-behind as the app runs it. */
const targets = storageTargets().flatMap((target) =>
  target.kind === 'sqlite'
    ? [
        { ...target, label: 'sqlite', writeBehind: false },
        { ...target, label: 'sqlite, write-behind', writeBehind: true },
      ]
    : [{ ...target, label: target.kind, writeBehind: false }],
);

describe.each(targets)('party service ($label)', (target) => {
  let testDb: TestDatabase;
  let clock: number;
  let changes: PartyChange[];
  beforeEach(async () => {
    testDb = await target.open();
    await loadBuiltinCatalog(testDb.database.db, makeContent());
    clock = T0;
    changes = [];
  });
  afterEach(async () => {
    await testDb.dispose();
  });

  /** One server instance: its own service and bus over the shared database. */
  function instance(random?: () => number) {
    const bus = createLocalChangeBus((error) => {
      throw error;
    });
    bus.subscribe((change) => changes.push(change));
    const writeBehind = target.writeBehind
      ? {
          onError: (error: unknown) => {
            throw error;
          },
        }
      : undefined;
    return new PartyService({
      database: testDb.database,
      now: () => clock,
      bus,
      random,
      writeBehind,
    });
  }

  const user = (name: string) => guestActor(testDb.database.db, name, clock);

  const command = changeCommand;

  async function playing(service: PartyService, turnSeconds = 10) {
    const host = await user('Hana');
    const guest = await user('Guest');
    const created = await service.createParty(host, randomUUID());
    if (!created.ok || !created.result.code) throw new Error('create failed');
    const code = created.result.code;
    await service.joinParty(code, guest, randomUUID());
    for (const next of [
      command('startGame', { code }),
      command('chooseGameType', { code, gameTypeId: 'top5-blitz' }),
      command('chooseTopic', { code, topicId: 'largest-oceans' }),
      command('saveTeams', { code, teamNames: ['A', 'B'], maxAttempts: 3, turnSeconds }),
      command('beginGame', { code }),
    ]) {
      const outcome = await service.runCommand(code, host.id, next);
      if (!outcome.ok) throw new Error(`${next.type}: ${outcome.error}`);
    }
    return { code, host, guest };
  }

  it('[JOIN-1] a taken code is tried again; five taken codes give "Failed to generate unique party code"', async () => {
    const sameCode = instance(() => 0); // always "AAAAAA"
    const host = await user('Hana');
    expect(await sameCode.createParty(host, randomUUID())).toMatchObject({
      ok: true,
      result: { code: 'AAAAAA' },
    });
    expect(await sameCode.createParty(host, randomUUID())).toEqual({
      ok: false,
      error: REALTIME_ERRORS.uniqueCodeFailed,
    });
    let calls = 0;
    const secondTry = instance(() => (calls++ < 6 ? 0 : 0.5));
    expect(await secondTry.createParty(host, randomUUID())).toMatchObject({
      ok: true,
      result: { code: 'SSSSSS' },
    });
  });

  it('[PARTY-1][JOIN-4] a new party expires 2 hours after creation, with the host as its only member', async () => {
    const service = instance();
    const host = await user('Hana');
    const created = await service.createParty(host, randomUUID());
    const code = created.ok ? (created.result.code ?? '') : '';
    const state = (await service.loadState(code)) as PartyState;
    expect(state.party).toMatchObject({
      status: 'lobby',
      hostId: host.id,
      expiresAt: T0 + 7_200_000,
    });
    expect(await listMembers(testDb.database.db, code)).toMatchObject([
      { userId: host.id, role: 'host' },
    ]);
    clock = T0 + 7_200_000;
    const late = await user('Late');
    expect(await service.joinParty(code, late, randomUUID())).toEqual({
      ok: false,
      error: MESSAGES.partyExpired,
    });
  });

  it('[PARTY-5] the sweep deletes an expired party with its ledger; a closed party is deleted at once', async () => {
    const service = instance();
    const { code, host, guest } = await playing(service);
    clock += 7_200_000;
    expect(await deleteExpiredParties(testDb.database.db, clock)).toBe(1);
    expect(await service.loadState(code)).toBeNull();
    const ledger = testDb.database.db.withTables<{ party_commands: PartyCommandsTable }>();
    expect(await ledger.selectFrom('party_commands').selectAll().execute()).toEqual([]);

    const again = await service.createParty(host, randomUUID());
    const next = again.ok ? (again.result.code ?? '') : '';
    await service.joinParty(next, guest, randomUUID());
    await service.runCommand(next, guest.id, command('leave', { code: next }));
    await service.runCommand(next, host.id, command('leave', { code: next }));
    expect(changes.at(-1)).toMatchObject({ code: next, closed: true, state: null });
    expect(await service.loadState(next)).toBeNull();
  });

  it('[PARTY-6] publishes "party CODE is at version N" after each committed change, never for a refusal', async () => {
    const service = instance();
    const { code, guest } = await playing(service);
    const before = changes.length;
    await service.runCommand(code, guest.id, command('guess', { code, text: 'pacific' }));
    expect(changes.length).toBe(before);
    const state = (await service.loadState(code)) as PartyState;
    expect(changes.at(-1)).toMatchObject({ code, version: state.party.version, closed: false });
  });

  it('[PARTY-6] two instances guessing at once on one database lose no update', async () => {
    const [a, b] = [instance(), instance()];
    const { code, host } = await playing(a);
    const results = await Promise.all([
      a.runCommand(code, host.id, command('guess', { code, text: 'pacific' })),
      b.runCommand(code, host.id, command('guess', { code, text: 'atlantic' })),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: MESSAGES.notYourTurn }]);
    const state = (await a.loadState(code)) as PartyState;
    expect(state.party.teams[0]?.attempts).toBe(1);
  });

  it('[TURN-6] two instances racing for a due turn time it out exactly once', async () => {
    const [a, b] = [instance(), instance()];
    const { code } = await playing(a, 10);
    clock += GET_READY_MS + 10_000 + 2_000;
    const claims = await Promise.all([a.timeOutNextDueTurn(2000), b.timeOutNextDueTurn(2000)]);
    expect(claims.filter((c) => c?.outcome.ok)).toHaveLength(1);
    expect(await a.timeOutNextDueTurn(2000)).toBeNull();
    expect(await countServerCommands(testDb.database.db, code, 'turn-timeout:')).toBe(1);
    const state = (await a.loadState(code)) as PartyState;
    expect(state.guesses).toMatchObject([{ timedOut: true, turn: 1 }]);
  });

  it('[TURN-6] a turn is not timed out before its deadline plus grace', async () => {
    const service = instance();
    await playing(service, 10);
    clock += GET_READY_MS + 10_000 + 1_999;
    expect(await service.timeOutNextDueTurn(2000)).toBeNull();
  });

  it('[JOIN-8] setting a member to what they already are writes nothing', async () => {
    const service = instance();
    const { code, guest } = await playing(service);
    const before = (await service.loadState(code))?.party.version;
    expect((await service.setPresence(code, guest.id, true)).ok).toBe(false);
    expect((await service.loadState(code))?.party.version).toBe(before);
    expect(await service.setPresence(code, guest.id, false)).toMatchObject({ ok: true });
    expect(
      (await listMembers(testDb.database.db, code)).find((m) => m.userId === guest.id)?.online,
    ).toBe(false);
  });

  it('a change committed by another instance is read from the row, not from the kept state', async () => {
    const [a, b] = [instance(), instance()];
    const host = await user('Hana');
    const created = await a.createParty(host, randomUUID());
    const code = created.ok ? (created.result.code ?? '') : '';
    const guest = await user('Guest');
    await a.joinParty(code, guest, randomUUID());
    const seenByA = (await a.loadState(code)) as PartyState;
    // B starts the game while A still keeps the lobby's version.
    expect(await b.runCommand(code, host.id, command('startGame', { code }))).toMatchObject({
      ok: true,
    });
    const now = (await a.loadState(code)) as PartyState;
    expect(now.party.version).toBe(seenByA.party.version + 1);
    expect(now.party.status).toBe('choosing');
    // A's next command starts from B's version: nothing B wrote is lost or written over.
    const chosen = await a.runCommand(
      code,
      host.id,
      command('chooseGameType', { code, gameTypeId: 'top5-blitz' }),
    );
    expect(chosen).toMatchObject({ ok: true, result: { version: now.party.version + 1 } });
    expect(((await b.loadState(code)) as PartyState).party.gameType?.id).toBe('top5-blitz');
  });

  it('a party deleted and made again under the same code is the new party', async () => {
    const service = instance(() => 0); // always "AAAAAA"
    const host = await user('Hana');
    await service.createParty(host, randomUUID());
    await service.joinParty('AAAAAA', await user('Guest'), randomUUID());
    await service.runCommand('AAAAAA', host.id, command('startGame', { code: 'AAAAAA' }));
    expect(((await service.loadState('AAAAAA')) as PartyState).party.status).toBe('choosing');
    clock += 7_200_000;
    expect(await deleteExpiredParties(testDb.database.db, clock)).toBe(1);
    expect(await service.createParty(host, randomUUID())).toMatchObject({
      ok: true,
      result: { code: 'AAAAAA' },
    });
    const again = (await service.loadState('AAAAAA')) as PartyState;
    expect(again.party).toMatchObject({ status: 'lobby', createdAt: clock });
    expect(again.members.map((m) => m.displayName)).toEqual(['Hana']);
  });
});
