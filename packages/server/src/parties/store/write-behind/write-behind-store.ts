import type { PartyState } from '@trivia/game';
import type { CommandResult } from '@trivia/protocol';
import { findCommandResult } from '../../../storage/command-ledger';
import type { Database } from '../../../storage/database';
import { claimDueTurn } from '../../../storage/party-claims';
import type { Db } from '../../../storage/schema';
import type {
  Decided,
  DueTurnUnit,
  LedgerKey,
  PartyRead,
  PartyStore,
  PartyUnit,
  WriteBehindStatus,
} from '../party-store';
import type { PartyStateCache } from '../party-state-cache';
import { turnDeadlineOf } from '../rows/party-record';
import { keep, TransactionalStore } from '../transactional/transactional-store';
import { WriteBehind } from './write-behind';

/**
 * SQLite's write-behind store (write-behind.ts, docs/decisions/0009): a command is read and
 * journaled holding the one connection, its rows written with the next batch. A party with
 * changes not written yet is read from them; one without, from the state kept when the
 * write-behind knows that is its row's (known-parties.ts: no read), else from the tables.
 * Party creation and the turn timer's claims are transactions (the transactional store's).
 */
export class WriteBehindStore implements PartyStore {
  readonly #behind: WriteBehind;
  readonly #states: PartyStateCache;
  /** The tables as the transactional store reads and writes them. */
  readonly #tables: TransactionalStore;
  /** The turn timer's claims, in the engine's own transaction (it tells `known` what changed). */
  readonly #claims: TransactionalStore;

  constructor(behind: WriteBehind, database: Database, states: PartyStateCache) {
    this.#behind = behind;
    this.#states = states;
    this.#tables = new TransactionalStore(database, states);
    this.#claims = new TransactionalStore(database, states, {
      transaction: behind.ownTransaction.bind(behind),
      claimed: (code) => behind.known.forgetHead(code),
    });
  }

  /** The write-behind store of a SQLite database, or null on PostgreSQL. */
  static of(
    database: Database,
    states: PartyStateCache,
    onError: (error: unknown) => void,
  ): WriteBehindStore | null {
    const behind = WriteBehind.of(database, onError);
    return behind === null ? null : new WriteBehindStore(behind, database, states);
  }

  async unit<T>(work: (unit: PartyUnit) => Promise<T>): Promise<T> {
    const committed: Decided[] = [];
    const result = await this.#behind.holding((db) => work(this.#unitOf(db, committed)));
    keep(this.#states, committed);
    return result;
  }

  async dueTurn<T>(
    graceMs: number,
    now: () => number,
    work: (code: string, unit: DueTurnUnit) => Promise<T>,
  ): Promise<T | null> {
    const at = now();
    if (!(await this.#anyTurnDue(at - graceMs, at))) return null;
    return this.#claims.dueTurn(graceMs, now, work);
  }

  async create(state: PartyState, key: LedgerKey, result: CommandResult): Promise<boolean> {
    const created = await this.#tables.create(state, key, result);
    // Made here: the whole ledger of the party goes through this process (known-parties.ts).
    if (created) this.#behind.known.born(state.party.code, state.party.createdAt, key);
    return created;
  }

  createdBefore(key: LedgerKey): Promise<CommandResult | null> {
    return this.#tables.createdBefore(key);
  }

  async load(code: string): Promise<PartyState | null> {
    const pending = this.#behind.stateOf(code);
    if (pending !== undefined) return pending;
    return this.#tables.load(code);
  }

  partiesOf(userId: string): Promise<string[]> {
    return this.#tables.partiesOf(userId);
  }

  /**
   * The catalog, My Topics and the learned aliases are never written by the write-behind:
   * read holding the connection, they do not write the pending batch first (each host's
   * choice of game type or topic wrote the batch early).
   */
  readCatalog<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.#behind.holding(work);
  }

  async flush(): Promise<void> {
    await this.#behind.flush();
  }

  status(): WriteBehindStatus {
    const behind = this.#behind;
    return { ...behind.batches, writerUp: behind.writerUp };
  }

  /** One command holding the connection: read from the pending changes or the tables, journaled. */
  #unitOf(db: Db, committed: Decided[]): PartyUnit {
    const behind = this.#behind;
    return {
      read: async (code, key) => {
        const pending = behind.stateOf(code);
        if (pending === undefined) return this.#readKnown(db, code, key);
        if (pending === null) return null;
        return { state: pending, prior: await this.#prior(db, pending, key) };
      },
      commit: async (_code, decided, key) => {
        const { previous, next, closed, at, result } = decided;
        behind.add({ previous, next, closed, key, now: at, result }, decided.command);
        committed.push(decided);
      },
    };
  }

  /**
   * A party with no change waiting for its batch, holding the connection: its kept state
   * when the write-behind knows that is its row's (known-parties.ts: no read), else read as
   * the transactional store reads it, its head known from now on.
   */
  async #readKnown(db: Db, code: string, key: LedgerKey | null): Promise<PartyRead | null> {
    const { known } = this.#behind;
    const head = known.head(code);
    const kept = head === undefined ? undefined : this.#states.get(code, head);
    if (kept !== undefined) return { state: kept, prior: await this.#prior(db, kept, key) };
    const read = await this.#tables.read(db, code, false, key);
    known.setHead(code, read === null ? null : read.state.party);
    return read;
  }

  /**
   * The reply to `key` if its command was applied before: from the changes waiting for their
   * batch, else none when the party's ledger is known not to hold it, else the ledger's.
   */
  async #prior(db: Db, state: PartyState, key: LedgerKey | null): Promise<unknown> {
    if (key === null) return null;
    const { code, createdAt } = state.party;
    const pending = this.#behind.resultOf(code, key);
    if (pending !== undefined) return pending;
    if (this.#behind.known.isNew(code, createdAt, key)) return null;
    return findCommandResult(db, code, key.actorId, key.commandId);
  }

  /**
   * Whether a turn may be due, in the tables or in a change not yet written to
   * them, found without writing the pending batch (a claim's transaction writes it first:
   * four times a second that cut the batches short, and nothing was due on almost every
   * tick). A turn due is claimed in a transaction, which writes the batch and reads again.
   */
  async #anyTurnDue(dueBefore: number, at: number): Promise<boolean> {
    // What claimDueTurn asks of the rows, asked of the pending states.
    for (const { party } of this.#behind.pendingStates()) {
      const deadline = turnDeadlineOf(party);
      if (deadline !== null && deadline <= dueBefore && party.expiresAt > at) return true;
    }
    const due = await this.#behind.holding((db) => claimDueTurn(db, 'sqlite', dueBefore, at));
    return due !== null;
  }
}
