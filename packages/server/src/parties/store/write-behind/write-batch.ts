import type { PartyState } from '@trivia/game';
import type { CommandResult } from '@trivia/protocol';
import { recordCommandResults } from '../../../storage/command-ledger';
import { recordGuesses, type GuessInput } from '../../../storage/guesses';
import { getPartyHead } from '../../../storage/parties';
import type { Db } from '../../../storage/schema';
import { persistChange, writePartyRow, type Change, type RowBatch } from '../rows/persist-change';

/** A command applied and journaled, not yet written to the tables (write-behind.ts). */
export interface PendingChange extends Change {
  result: CommandResult;
}

/**
 * In one transaction: every change of a batch, in order, the batch's guess and ledger rows
 * in one statement each (written sooner where a change needs them in the tables: see
 * persistChange). Runs in the batch writer's thread (batch-writer.ts), or on the server's
 * connection when that thread is not there.
 */
export async function writeBatch(trx: Db, changes: readonly PendingChange[]): Promise<void> {
  const rows = new PendingRows(trx);
  for (const change of changes) {
    await persistChange(trx, change, rows);
    if (change.key !== null && !change.closed) {
      const { key, result, now } = change;
      rows.addResult({ ...key, partyCode: change.next.party.code, result, now });
    }
  }
  await rows.write();
}

/**
 * Whether the batch is in the tables already: its transaction committed or it did not, so
 * one of its changes tells (the last party it leaves standing at its version, else the last
 * party it closes gone). For a batch whose writer's thread died while writing it.
 */
export async function batchWritten(trx: Db, changes: readonly PendingChange[]): Promise<boolean> {
  const standing = changes.findLast((change) => !change.closed);
  const last = standing ?? changes.at(-1);
  if (last === undefined) return true;
  const { code, createdAt, version } = last.next.party;
  const head = await getPartyHead(trx, code, false);
  const same = head !== null && head.createdAt === createdAt;
  return standing === undefined ? !same : same && head.version >= version;
}

type LedgerEntry = Parameters<typeof recordCommandResults>[1][number];

/**
 * A batch's party, guess and ledger rows, gathered: each party's row written once at its
 * latest state (docs/PERFORMANCE.md: a host's set-up clicked through, a Play Again, joins and presence
 * changes often make several versions of a party in one batch), guesses and ledger rows in
 * one statement per table.
 */
class PendingRows implements RowBatch {
  readonly #trx: Db;
  /** By code: the state the tables hold (its version is checked) and the latest. */
  #parties = new Map<string, { previous: PartyState; next: PartyState }>();
  #guesses: GuessInput[] = [];
  #results: LedgerEntry[] = [];

  constructor(trx: Db) {
    this.#trx = trx;
  }

  addGuess(guess: GuessInput): void {
    this.#guesses.push(guess);
  }

  addResult(entry: LedgerEntry): void {
    this.#results.push(entry);
  }

  setParty(previous: PartyState, next: PartyState): void {
    const pending = this.#parties.get(next.party.code);
    if (pending === undefined) this.#parties.set(next.party.code, { previous, next });
    else pending.next = next;
  }

  async write(): Promise<void> {
    const parties = this.#parties;
    const guesses = this.#guesses;
    const results = this.#results;
    this.#parties = new Map();
    this.#guesses = [];
    this.#results = [];
    for (const { previous, next } of parties.values()) {
      await writePartyRow(this.#trx, previous, next);
    }
    await recordGuesses(this.#trx, guesses);
    await recordCommandResults(this.#trx, results);
  }
}
