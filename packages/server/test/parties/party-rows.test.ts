import { applyPartyCommand, type PartyState } from '@trivia/game';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandFor, partyStarts, steps } from '../../../game/src/testing/party-arbitraries';
import {
  joinMembers,
  makeParty,
  makePlayingParty,
  playerIds,
} from '../../../game/src/testing/party-builders';
import { readPartyState } from '../../src/parties/party-record';
import { persistChange, persistNewParty } from '../../src/parties/persist-change';
import { recordCommandResult } from '../../src/storage/command-ledger';
import { getParty, getPartyHead } from '../../src/storage/parties';
import { storageTargets, type TestDatabase } from '../support/storage-targets';

describe.each(storageTargets())('party rows (issue 21, $kind)', (target) => {
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

  it('a head read waiting for a writer sees the reply that writer committed (same command twice at once)', async () => {
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
