import type { PartyState } from '@trivia/game';
import type { CommandResult } from '@trivia/protocol';
import {
  findCommandResult,
  findCreatedParty,
  recordCommandResult,
  recordPartyCreation,
} from '../../../storage/command-ledger';
import type { Database } from '../../../storage/database';
import { getParty, getPartyHead } from '../../../storage/parties';
import { claimDueTurn, clearTurnDeadline } from '../../../storage/party-claims';
import { listActivePartyCodes } from '../../../storage/party-members';
import type { Db } from '../../../storage/schema';
import type {
  Decided,
  DueTurnUnit,
  LedgerKey,
  PartyRead,
  PartyStore,
  PartyUnit,
} from '../party-store';
import type { PartyStateCache } from '../party-state-cache';
import { inTransaction, isUniqueViolation } from '../party-transaction';
import { readPartyState } from '../rows/party-record';
import { persistChange, persistNewParty } from '../rows/persist-change';

/** How a transactional store's due turns are claimed (the write-behind's own transaction). */
export interface ClaimOptions {
  transaction: Database['transaction'];
  /** A party was claimed: its row changes outside the caller's knowledge from now on. */
  claimed: (code: string) => void;
}

class CodeTaken extends Error {}

/**
 * The transactional store: each command in one database transaction (row-locked on
 * PostgreSQL), its rows written before it commits, retried from the start when it lost a
 * race (party-transaction.ts). Commands read the party's head from its row and its state
 * from the cache kept for that head, else the whole row (docs/PERFORMANCE.md: most commands
 * read a few bytes instead of parsing a few KB of JSON).
 */
export class TransactionalStore implements PartyStore {
  readonly #database: Database;
  readonly #states: PartyStateCache;
  readonly #claims: ClaimOptions | null;

  constructor(database: Database, states: PartyStateCache, claims: ClaimOptions | null = null) {
    this.#database = database;
    this.#states = states;
    this.#claims = claims;
  }

  async unit<T>(work: (unit: PartyUnit) => Promise<T>): Promise<T> {
    const lock = this.#database.kind === 'postgres';
    return this.#transact(this.#database, (trx, committed) =>
      work(this.#unitOf(trx, lock, committed)),
    );
  }

  async dueTurn<T>(
    graceMs: number,
    now: () => number,
    work: (code: string, unit: DueTurnUnit) => Promise<T>,
  ): Promise<T | null> {
    const { kind } = this.#database;
    const lock = kind === 'postgres';
    const claims = this.#claims;
    const transactions =
      claims === null ? this.#database : { kind, transaction: claims.transaction };
    return this.#transact(transactions, async (trx, committed) => {
      const at = now();
      const code = await claimDueTurn(trx, kind, at - graceMs, at);
      if (code === null) return null;
      // Its row moves outside a write-behind: forgotten holding the connection, so that no
      // command comes between the commit and the forgetting.
      claims?.claimed(code);
      const unit = this.#unitOf(trx, lock, committed);
      return work(code, { ...unit, release: (party) => clearTurnDeadline(trx, party) });
    });
  }

  async create(state: PartyState, key: LedgerKey, result: CommandResult): Promise<boolean> {
    const { code } = state.party;
    try {
      await this.#database.transaction(async (trx) => {
        if ((await getParty(trx, code)) !== null) throw new CodeTaken();
        await persistNewParty(trx, state);
        await recordPartyCreation(trx, { ...key, partyCode: code });
        const now = state.party.createdAt;
        await recordCommandResult(trx, { ...key, partyCode: code, result, now });
      });
      return true;
    } catch (error) {
      if (error instanceof CodeTaken || isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async createdBefore(key: LedgerKey): Promise<CommandResult | null> {
    const { db } = this.#database;
    const code = await findCreatedParty(db, key.actorId, key.commandId);
    if (code === null) return null;
    return (await findCommandResult(db, code, key.actorId, key.commandId)) as CommandResult | null;
  }

  async load(code: string): Promise<PartyState | null> {
    return (await this.read(this.#database.db, code, false))?.state ?? null;
  }

  partiesOf(userId: string): Promise<string[]> {
    return listActivePartyCodes(this.#database.db, userId);
  }

  readCatalog<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return work(this.#database.db);
  }

  async flush(): Promise<void> {}

  status(): null {
    return null;
  }

  /**
   * The party's state: its head from the row (locked on PostgreSQL when `lock`), and the
   * state kept for that head, else the whole row; with the head, the ledger's reply to `key`
   * when that command was applied before.
   */
  async read(db: Db, code: string, lock: boolean, key: LedgerKey | null = null) {
    const head = await getPartyHead(db, code, lock, key);
    if (head === null) {
      this.#states.delete(code);
      return null;
    }
    const prior = head.priorResult;
    const kept = this.#states.get(code, head);
    if (kept !== undefined) return { state: kept, prior };
    const state = await readPartyState(db, code);
    if (state === null) return null;
    // A committed row: kept under its own head, whichever version it is by now.
    this.#states.set(state);
    return { state, prior } satisfies PartyRead;
  }

  /** One command's read and commit inside the transaction `trx`. */
  #unitOf(trx: Db, lock: boolean, committed: Decided[]): PartyUnit {
    return {
      read: (code, key) => this.read(trx, code, lock, key),
      commit: async (code, decided, key) => {
        const { previous, next, closed, at, result } = decided;
        await persistChange(trx, { previous, next, closed, key, now: at });
        if (key !== null && !closed) {
          await recordCommandResult(trx, { ...key, partyCode: code, result, now: at });
        }
        committed.push(decided);
      },
    };
  }

  /** `work` in a transaction, retried; its changes are kept once it committed. */
  async #transact<T>(
    transactions: Pick<Database, 'kind' | 'transaction'>,
    work: (trx: Db, committed: Decided[]) => Promise<T>,
  ): Promise<T> {
    let committed: Decided[] = [];
    const result = await inTransaction(transactions, (trx) => {
      committed = [];
      return work(trx, committed);
    });
    keep(this.#states, committed);
    return result;
  }
}

/** Committed changes are kept for the next command (a closed party is forgotten). */
export function keep(states: PartyStateCache, committed: readonly Decided[]): void {
  for (const { next, closed } of committed) {
    if (closed) states.delete(next.party.code);
    else states.set(next);
  }
}
