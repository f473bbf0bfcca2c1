import { randomInt } from 'node:crypto';
import { createParty, generatePartyCode, UNIQUE_CODE_ATTEMPTS } from '@trivia/game';
import { REALTIME_ERRORS, type CommandResult } from '@trivia/protocol';
import type { CommandOutcome } from './command-outcome';
import type { PartyChangeBus } from './party-events';
import type { PartyStore } from './store/party-store';

interface CreationDeps {
  store: PartyStore;
  now: () => number;
  bus: PartyChangeBus;
  /** Random numbers in [0, 1) for party codes; crypto-strong by default. */
  random?: () => number;
}

/**
 * JOIN-1: a random code, checked for uniqueness up to 5 times ("Failed to
 * generate unique party code"); a code whose check fails counts as taken. The party, its
 * host's member row and the ledger entry are written in one transaction.
 */
export async function createUniqueParty(
  deps: CreationDeps,
  host: { id: string; displayName: string },
  commandId: string,
): Promise<CommandOutcome> {
  const { store } = deps;
  const random = deps.random ?? (() => randomInt(0, 2 ** 32) / 2 ** 32);
  const key = { actorId: host.id, commandId };
  const prior = await store.createdBefore(key);
  if (prior !== null) return { ok: true, result: prior };
  for (let attempt = 0; attempt < UNIQUE_CODE_ATTEMPTS; attempt += 1) {
    const code = generatePartyCode(random);
    const now = deps.now();
    const state = createParty({ code, hostId: host.id, hostName: host.displayName, now });
    const result: CommandResult = { code, version: state.party.version };
    if (await store.create(state, key, result)) {
      deps.bus.publish({ code, version: state.party.version, closed: false, state });
      return { ok: true, result };
    }
    // A duplicate may also be this very command, created meanwhile by a retry.
    const created = await store.createdBefore(key);
    if (created !== null) return { ok: true, result: created };
  }
  return { ok: false, error: REALTIME_ERRORS.uniqueCodeFailed };
}
