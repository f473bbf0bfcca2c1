import {
  createParty,
  generatePartyCode,
  UNIQUE_CODE_ATTEMPTS,
  type PartyState,
} from '@trivia/game';
import { REALTIME_ERRORS, type CommandResult } from '@trivia/protocol';
import {
  findCommandResult,
  findCreatedParty,
  recordCommandResult,
  recordPartyCreation,
} from '../storage/command-ledger';
import type { Database } from '../storage/database';
import type { Db } from '../storage/schema';
import { getParty } from '../storage/parties';
import type { CommandOutcome } from './command-outcome';
import type { PartyChangeBus } from './party-events';
import { isUniqueViolation } from './party-transaction';
import { persistNewParty } from './persist-change';

interface CreationDeps {
  database: Database;
  now: () => number;
  bus: PartyChangeBus;
  random: () => number;
  /** Told of a party made now (committed), before it is published. */
  created?: (state: PartyState) => void;
}

class CodeTaken extends Error {}

/**
 * SPEC §5 Party code: a random code, checked for uniqueness up to 5 times ("Failed to
 * generate unique party code"); a code whose check fails counts as taken. The party, its
 * host's member row and the ledger entry are written in one transaction.
 */
export async function createUniqueParty(
  deps: CreationDeps,
  host: { id: string; displayName: string },
  commandId: string,
): Promise<CommandOutcome> {
  const { db } = deps.database;
  const prior = await createdBefore(db, host.id, commandId);
  if (prior !== null) return { ok: true, result: prior };
  for (let attempt = 0; attempt < UNIQUE_CODE_ATTEMPTS; attempt += 1) {
    const code = generatePartyCode(deps.random);
    const now = deps.now();
    const state = createParty({ code, hostId: host.id, hostName: host.displayName, now });
    const result: CommandResult = { code, version: state.party.version };
    try {
      await deps.database.transaction(async (trx) => {
        if ((await getParty(trx, code)) !== null) throw new CodeTaken();
        await persistNewParty(trx, state);
        await recordPartyCreation(trx, { actorId: host.id, commandId, partyCode: code });
        await recordCommandResult(trx, {
          actorId: host.id,
          commandId,
          partyCode: code,
          result,
          now,
        });
      });
      deps.created?.(state);
      deps.bus.publish({ code, version: state.party.version, closed: false, state });
      return { ok: true, result };
    } catch (error) {
      if (!(error instanceof CodeTaken) && !isUniqueViolation(error)) throw error;
      // A duplicate may also be this very command, created meanwhile by a retry.
      const created = await createdBefore(db, host.id, commandId);
      if (created !== null) return { ok: true, result: created };
    }
  }
  return { ok: false, error: REALTIME_ERRORS.uniqueCodeFailed };
}

/** The reply to this create command when it already made a party (a retry), else null. */
async function createdBefore(
  db: Db,
  actorId: string,
  commandId: string,
): Promise<CommandResult | null> {
  const code = await findCreatedParty(db, actorId, commandId);
  if (code === null) return null;
  return (await findCommandResult(db, code, actorId, commandId)) as CommandResult | null;
}
