import { isHost, MESSAGES } from '@trivia/game';
import { REALTIME_ERRORS, type ClientCommandType } from '@trivia/protocol';
import type { CommandOutcome, PartyService } from '../parties/party-service';
import { getOrCreateScreenKey, isScreenKey } from '../storage/party-screens';
import type { Db } from '../storage/schema';
import { guardJoin, type JoinGuardDeps } from './join-guard';
import type { PartyFeed } from './party-feed';
import type { Connection } from './realtime-types';

/**
 * The big screen (docs/PROTOCOL.md): a party shown on a TV at /party/{code}/screen?key=…
 * The host gets the key with openScreen; any signed-in connection holding it sends
 * watchScreen and from then on is a screen: it sees the party's public view and can do
 * nothing else.
 */

export interface ScreenDeps extends JoinGuardDeps {
  db: Db;
  service: PartyService;
  feed: PartyFeed;
  now: () => number;
}

/** What a screen connection may still send; everything else gets screenCannotAct. */
const SCREEN_COMMANDS: ReadonlySet<ClientCommandType> = new Set(['watchScreen', 'unsubscribe']);

/** Is this command refused because the connection is a big screen? */
export function isRefusedToScreen(connection: Connection, type: ClientCommandType): boolean {
  return connection.screen && !SCREEN_COMMANDS.has(type);
}

/** Host only: the party's key, the same every time. Misses count like failed joins. */
export function openScreen(
  deps: ScreenDeps,
  connection: Connection,
  code: string,
): Promise<CommandOutcome> {
  return guardJoin(deps, connection, async () => {
    const state = await deps.service.loadState(code);
    if (state === null) return { ok: false, error: MESSAGES.partyNotFound };
    const member = state.members.find((m) => m.userId === connection.userId);
    if (member === undefined) return { ok: false, error: MESSAGES.memberNotFound };
    if (member.kickedAt !== null) return { ok: false, error: MESSAGES.removedFromParty };
    if (!isHost(state, connection.userId)) {
      return { ok: false, error: REALTIME_ERRORS.screenHostOnly };
    }
    const epoch = state.party.screenEpoch;
    const screenKey = await getOrCreateScreenKey(deps.db, code, epoch, deps.now());
    return { ok: true, result: { code, screenKey } };
  });
}

/**
 * With the right key the connection becomes a screen for the rest of its life. Its member
 * subscriptions, if any, end first (their presence is untracked): a connection is either a
 * member's or a screen's, never both. A wrong key counts as a failed join, and so does a
 * revoked one: the key must be of the party's current screen epoch, and the screen is
 * dropped (screenRevoked) as soon as a view of a later epoch reaches it.
 */
export function watchScreen(
  deps: ScreenDeps,
  connection: Connection,
  payload: { code: string; key: string },
): Promise<CommandOutcome> {
  const { code, key } = payload;
  return guardJoin(deps, connection, async () => {
    const state = await deps.service.loadState(code);
    if (state === null) return { ok: false, error: MESSAGES.partyNotFound };
    const epoch = state.party.screenEpoch;
    if (!(await isScreenKey(deps.db, code, key, epoch))) {
      return { ok: false, error: REALTIME_ERRORS.screenKeyInvalid };
    }
    connection.screenEpochs.set(code, epoch);
    const wasScreen = connection.screen;
    if (!wasScreen) deps.feed.unsubscribeAll(connection);
    // Set before joining the room, so a version published meanwhile is sent as a screen's.
    connection.screen = true;
    connection.socket.data.screen = true;
    const watched = await deps.feed.watch(connection, code);
    if (!watched.ok && !wasScreen) {
      // The party closed just now: nothing is watched, so the connection stays a member's.
      connection.screen = false;
      connection.socket.data.screen = false;
    }
    return watched;
  });
}
