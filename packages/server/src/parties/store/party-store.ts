import type { PartyCommand, PartyState } from '@trivia/game';
import type { CommandResult } from '@trivia/protocol';
import type { CommandKey } from '../../storage/parties';
import type { Db } from '../../storage/schema';

/** Who sent a command and under which id; a second command with the same key is not applied. */
export type LedgerKey = CommandKey;

/** What the store read for a command: the party, and an earlier reply. */
export interface PartyRead {
  state: PartyState;
  /** The reply recorded for the command's key when that command was applied before. */
  prior: unknown;
}

/** A command the rules applied: the change to store, and the reply. */
export interface Decided {
  command: PartyCommand;
  previous: PartyState;
  next: PartyState;
  /** No member left: the party is deleted. */
  closed: boolean;
  /** When it happened (the stored clock never runs backwards). */
  at: number;
  result: CommandResult;
}

/** One command's work on the store: the party read, then its change committed, or nothing. */
export interface PartyUnit {
  /** The party (null: none) and, for `key`, the reply of that command applied before. */
  read(code: string, key: LedgerKey | null): Promise<PartyRead | null>;
  /** Stores the decided change and the ledger's reply to `key`. */
  commit(code: string, decided: Decided, key: LedgerKey | null): Promise<void>;
}

/** The unit of a claimed due turn: its time-out may also not apply. */
export interface DueTurnUnit extends PartyUnit {
  /** The time-out did not apply: the party's deadline is cleared, so it is not claimed again. */
  release(code: string): Promise<void>;
}

/** For the metrics: batches written by the writer's thread and on the loop, and the thread. */
export interface WriteBehindStatus {
  onThread: number;
  onLoop: number;
  writerUp: boolean;
}

/**
 * The party engine's one storage port. Two implementations: the transactional store
 * (transactional/: a transaction per command, row-locked on PostgreSQL) and SQLite's
 * write-behind (write-behind/: each command journaled, its rows written in batches,
 * docs/decisions/0009-sqlite-party-journal-write-behind.md). A change is kept for the next
 * read only once its unit is committed.
 */
export interface PartyStore {
  /** Runs one command's read and commit alone, all or nothing (again when it lost a race). */
  unit<T>(work: (unit: PartyUnit) => Promise<T>): Promise<T>;
  /**
   * Claims one party whose turn ran out more than `graceMs` before `now()` (and that has not
   * expired) and runs `work` on it in the claim's own transaction; null when none was due.
   */
  dueTurn<T>(
    graceMs: number,
    now: () => number,
    work: (code: string, unit: DueTurnUnit) => Promise<T>,
  ): Promise<T | null>;
  /** Writes a new party with its creation's ledger entry; false when its code is taken. */
  create(state: PartyState, key: LedgerKey, result: CommandResult): Promise<boolean>;
  /** The reply to a create command that already made a party (a retry), else null. */
  createdBefore(key: LedgerKey): Promise<CommandResult | null>;
  /** The current state of a party, or null, read without a write. */
  load(code: string): Promise<PartyState | null>;
  /** The codes of the parties where the user is an active (not removed) member. */
  partiesOf(userId: string): Promise<string[]>;
  /** Runs `work` on the catalog tables (which the store never writes), for a command. */
  readCatalog<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Writes what is waiting to be written now (on close). */
  flush(): Promise<void>;
  /** The write-behind's batches so far, and whether its writer's thread is up (else null). */
  status(): WriteBehindStatus | null;
}
