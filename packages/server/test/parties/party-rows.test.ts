import { applyPartyCommand, type PartyState } from '@trivia/game';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commandFor,
  partyStarts,
  steps,
  type Step,
} from '../../../game/src/testing/party-arbitraries';
import {
  joinMembers,
  makeParty,
  makePlayingParty,
  playerIds,
} from '../../../game/src/testing/party-builders';
import { readPartyState } from '../../src/parties/store/rows/party-record';
import { VersionConflict } from '../../src/parties/store/party-transaction';
import { persistChange, persistNewParty } from '../../src/parties/store/rows/persist-change';
import { writeBatch, type PendingChange } from '../../src/parties/store/write-behind/write-batch';
import { recordCommandResult } from '../../src/storage/command-ledger';
import { getParty, getPartyHead } from '../../src/storage/parties';
import { storageTargets, type TestDatabase } from '../support/storage-targets';

describe.each(storageTargets())('party rows ($kind)', (target) => {
  let testDb: TestDatabase;
  let parties = 0;
  beforeAll(async () => {
    testDb = await target.open();
  });
  afterAll(async () => {
    await testDb.dispose();
  });

  /** A new party row for `state`, under a code of its own. */
  async function insert(initial: PartyState): Promise<PartyState> {
    parties += 1;
    const code = `R${String(parties).padStart(5, '0')}`;
    const state = { ...initial, party: { ...initial.party, code } };
    await testDb.database.transaction((trx) => persistNewParty(trx, state));
    return state;
  }

  it('a state read back from its rows is the state written, version after version', async () => {
    await fc.assert(
      fc.asyncProperty(partyStarts, steps, async (initial, run) => {
        let state = await insert(initial);
        expect(await readPartyState(testDb.database.db, state.party.code)).toEqual(state);
        for (const step of run) {
          const result = applyPartyCommand(state, commandFor(state, step));
          if (!result.ok || result.closed) continue;
          const { state: next } = result;
          const change = { previous: state, next, closed: false, key: null, now: 0 };
          await testDb.database.transaction((trx) => persistChange(trx, change));
          expect(await readPartyState(testDb.database.db, next.party.code)).toEqual(next);
          state = next;
        }
      }),
      { numRuns: target.kind === 'sqlite' ? 40 : 12 },
    );
  });

  /** The changes a run of steps makes from `state` (up to a change that closes the party). */
  function changesOf(state: PartyState, run: readonly Step[]): PendingChange[] {
    const changes: PendingChange[] = [];
    for (const step of run) {
      const result = applyPartyCommand(state, commandFor(state, step));
      if (!result.ok) continue;
      const next = result.state;
      changes.push({ previous: state, next, closed: result.closed, key: null, now: 0, result: {} });
      if (result.closed) break;
      state = next;
    }
    return changes;
  }

  it('a batch writes each party once, at its last state: read back, it is that state (or gone)', async () => {
    await fc.assert(
      fc.asyncProperty(partyStarts, partyStarts, steps, steps, async (a, b, runA, runB) => {
        const first = await insert(a);
        const second = await insert(b);
        const ofFirst = changesOf(first, runA);
        const ofSecond = changesOf(second, runB);
        // The two parties' changes interleaved, each party's in its own order.
        const batch = [...ofFirst, ...ofSecond].sort(
          (x, y) => x.next.party.version - y.next.party.version,
        );
        await testDb.database.transaction((trx) => writeBatch(trx, batch));
        for (const [start, changes] of [
          [first, ofFirst],
          [second, ofSecond],
        ] as const) {
          const last = changes.at(-1);
          const expected = last === undefined ? start : last.closed ? null : last.next;
          expect(await readPartyState(testDb.database.db, start.party.code)).toEqual(expected);
        }
      }),
      { numRuns: target.kind === 'sqlite' ? 30 : 10 },
    );
  });

  it('a batch over a party row someone else changed is refused whole: nothing of it is written', async () => {
    const state = await insert(joinMembers(makeParty(), playerIds(2)));
    const leave = { type: 'leave' as const, userId: 'player-1', now: 0 };
    const changes = changesOf(state, [{ command: leave, advanceMs: 0, staleTurn: false }]);
    expect(changes).toHaveLength(1);
    const moved = { ...state, party: { ...state.party, version: state.party.version + 1 } };
    const { code } = state.party;
    await testDb.database.transaction((trx) =>
      persistChange(trx, { previous: state, next: moved, closed: false, key: null, now: 0 }),
    );
    const write = testDb.database.transaction((trx) => writeBatch(trx, changes));
    await expect(write).rejects.toBeInstanceOf(VersionConflict);
    expect(await readPartyState(testDb.database.db, code)).toEqual(moved);
  });

  it('[ROLE-8] a head read waiting for a writer sees the reply that writer committed (same command twice at once)', async () => {
    const { code } = (await insert(joinMembers(makeParty(), playerIds(2)))).party;
    const lock = target.kind === 'postgres';
    const key = { actorId: 'twin', commandId: 'c1' };
    let release = () => {};
    const paused = new Promise<void>((resolve) => (release = resolve));
    let recorded = () => {};
    const holding = new Promise<void>((resolve) => (recorded = resolve));
    const writer = testDb.database.transaction(async (trx) => {
      await getPartyHead(trx, code, lock, key);
      await recordCommandResult(trx, { ...key, partyCode: code, result: { n: 1 }, now: 0 });
      recorded();
      await paused;
    });
    await holding;
    const reader = testDb.database.transaction((trx) => getPartyHead(trx, code, lock, key));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await writer;
    expect((await reader)?.priorResult).toEqual({ n: 1 });
  });

  it('the row keeps neither the members nor the game teams: they have rows of their own', async () => {
    const state = await insert(makePlayingParty({ teams: 2, players: 3 }));
    const record = await getParty(testDb.database.db, state.party.code);
    const stored = record?.state as { members?: unknown; party: { gameTeams?: unknown } };
    expect(stored.members).toBeUndefined();
    expect(stored.party.gameTeams).toBeUndefined();
    expect(Object.keys(state.party.gameTeams)).not.toHaveLength(0);
  });
});
