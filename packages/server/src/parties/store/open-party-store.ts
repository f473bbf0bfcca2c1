import type { Database } from '../../storage/database';
import type { PartyStore } from './party-store';
import { PartyStateCache } from './party-state-cache';
import { TransactionalStore } from './transactional/transactional-store';
import { WriteBehindStore } from './write-behind/write-behind-store';

export interface PartyStoreOptions {
  /**
   * Deep-freeze the states kept in memory, so that code changing one throws; on by default
   * under test (NODE_ENV=test, as Vitest sets it).
   */
  freezeStates?: boolean;
  /**
   * SQLite: journal each command and write its rows in batches (write-behind/), as the app's
   * one party service does; off (and on PostgreSQL), each command is a transaction.
   */
  writeBehind?: { onError: (error: unknown) => void };
}

/** The party store for `database`: the write-behind when asked for on SQLite, else transactional. */
export function openPartyStore(database: Database, options: PartyStoreOptions): PartyStore {
  const states = new PartyStateCache({
    freeze: options.freezeStates ?? process.env.NODE_ENV === 'test',
  });
  const { writeBehind } = options;
  const behind =
    writeBehind === undefined ? null : WriteBehindStore.of(database, states, writeBehind.onError);
  return behind ?? new TransactionalStore(database, states);
}
