import { applyPartyCommand, type PartyState } from '@trivia/game';
import { recordCommandResult } from '../../../storage/command-ledger';
import type { Database } from '../../../storage/database';
import type { Db } from '../../../storage/schema';
import { resultOf } from '../ledger-reply';
import { readPartyState } from '../rows/party-record';
import { persistChange } from '../rows/persist-change';
import type { JournalEntry } from './write-behind';

/**
 * On start, on SQLite (write-behind.ts): the journal's commands whose rows were not written
 * (the process stopped before their batch) are applied again, in order, to the parties as
 * stored (the rules are pure: the same command on the same state gives the same change),
 * and written in one transaction; then the journal is emptied. A command already written
 * (the party's version has it) is skipped, as is one of a party gone since. Returns how
 * many were applied.
 */
export async function recoverPartyJournal(
  database: Database,
  onSkipped: (entry: JournalEntry, why: string) => void,
): Promise<number> {
  const port = database.writeBehind;
  if (port === undefined) return 0;
  const entries = port.journal.entries() as JournalEntry[];
  if (entries.length === 0) return 0;
  const applied = await database.transaction(async (trx) => {
    const states = new Map<string, PartyState | null>();
    let count = 0;
    for (const entry of entries) {
      const state = states.has(entry.code)
        ? (states.get(entry.code) ?? null)
        : await readPartyState(trx, entry.code);
      const replayed = await replay(trx, entry, state, onSkipped);
      if (replayed === undefined) continue;
      states.set(entry.code, replayed);
      count += 1;
    }
    return count;
  });
  port.journal.written(true);
  return applied;
}

/** One entry on the party as it stands: its next state (null: closed), or undefined when skipped. */
async function replay(
  trx: Db,
  entry: JournalEntry,
  state: PartyState | null,
  onSkipped: (entry: JournalEntry, why: string) => void,
): Promise<PartyState | null | undefined> {
  // Gone (or another party made under the code since), or written before the stop.
  if (state === null || state.party.createdAt !== entry.createdAt) return undefined;
  if (state.party.version >= entry.version) return undefined;
  const applied = applyPartyCommand(state, entry.command);
  if (!applied.ok || applied.state.party.version !== entry.version) {
    onSkipped(entry, applied.ok ? 'another version' : applied.error);
    return undefined;
  }
  const { state: next, closed } = applied;
  await persistChange(trx, { previous: state, next, closed, key: entry.key, now: entry.at });
  if (entry.key !== null && !closed) {
    const result = resultOf(entry.command, next);
    await recordCommandResult(trx, { ...entry.key, partyCode: entry.code, result, now: entry.at });
  }
  return closed ? null : next;
}
