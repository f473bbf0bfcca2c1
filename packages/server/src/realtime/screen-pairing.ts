import { isHost, MESSAGES } from '@trivia/game';
import { PAIRING_ERRORS, REALTIME_ERRORS } from '@trivia/protocol';
import type { CommandOutcome } from '../parties/party-service';
import { bindPairing, isOpenPairing } from '../storage/screen-pairings';
import { getOrCreateScreenKey } from '../storage/party-screens';
import { guardJoin } from './join-guard';
import type { Connection } from './realtime-types';
import type { ScreenDeps } from './screens';

/** The per-host key of pairing misses in the failed-join buckets (SCREEN-3). */
export function pairingMissKey(userId: string): string {
  return `pair:${userId}`;
}

/**
 * SCREEN-2, host only: the TV showing `pairingCode` becomes a big screen of the party. The
 * code is bound to the party's current screen key (the one a display link carries, made on
 * first use as openScreen does), so revoking the link (HOST-3) stops a paired TV too.
 * SCREEN-3: a wrong, expired or used code gets one refusal text whatever the cause and
 * counts as a failed join of the address and of the host: guessing codes is bounded.
 */
export function pairScreen(
  deps: ScreenDeps,
  connection: Connection,
  payload: { code: string; pairingCode: string },
): Promise<CommandOutcome> {
  const { code, pairingCode } = payload;
  const hostKey = pairingMissKey(connection.userId);
  return guardJoin(deps, connection, async () => {
    if (!deps.failedJoinBuckets.has(hostKey)) {
      return { ok: false, error: REALTIME_ERRORS.tooManyJoins };
    }
    const state = await deps.service.loadState(code);
    if (state === null) return { ok: false, error: MESSAGES.partyNotFound };
    const member = state.members.find((m) => m.userId === connection.userId);
    if (member === undefined) return { ok: false, error: MESSAGES.memberNotFound };
    if (member.kickedAt !== null) return { ok: false, error: MESSAGES.removedFromParty };
    if (!isHost(state, connection.userId)) {
      return { ok: false, error: REALTIME_ERRORS.screenHostOnly };
    }
    const now = deps.now();
    const refused = () => {
      deps.failedJoinBuckets.take(hostKey);
      return { ok: false as const, error: PAIRING_ERRORS.invalid };
    };
    if (!(await isOpenPairing(deps.db, pairingCode, now))) return refused();
    const screenKey = await getOrCreateScreenKey(deps.db, code, state.party.screenEpoch, now);
    if (!(await bindPairing(deps.db, pairingCode, { partyCode: code, screenKey }, now))) {
      return refused();
    }
    return { ok: true, result: { code } };
  });
}
