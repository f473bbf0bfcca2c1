import { MESSAGES, type PartyState } from '@trivia/game';
import {
  partyRoom,
  REALTIME_ERRORS,
  SCREEN_VIEWER_ID,
  type ViewDeltaMessage,
} from '@trivia/protocol';
import type { CommandOutcome, PartyService } from '../parties/party-service';
import type { PartyChange } from '../parties/party-events';
import type { RealtimeMetrics } from '../metrics/server-metrics';
import type { Presence } from './presence';
import type { Connection, RealtimeServer } from './realtime-types';
import { FanOutWindows } from './fan-out-windows';
import { ViewCache } from './view-cache';
import { ViewerBlocks } from './viewer-blocks';
import { encodedViewBytes } from './view-encoding';

/**
 * Subscriptions and fan-out: a subscribed connection sits in the room party:CODE and gets
 * its viewer's view at once, then a delta (protocol 2) for every published version, never
 * an older one. A big screen sits in the same room and gets the view of SCREEN_VIEWER_ID;
 * it is no presence.
 */
export class PartyFeed {
  readonly #views = new ViewCache();
  readonly #viewers = new ViewerBlocks();
  readonly #windows: FanOutWindows<PartyChange>;

  constructor(
    private readonly io: RealtimeServer,
    private readonly connections: Map<string, Connection>,
    private readonly service: PartyService,
    private readonly presence: Presence,
    private readonly now: () => number,
    private readonly metrics?: RealtimeMetrics,
    onError: (error: unknown) => void = () => {},
  ) {
    this.#windows = new FanOutWindows((_code, change) => {
      this.#fanOut(change).catch(onError);
    });
  }

  /** Members only; a kicked member is told so. Joins the room before reading, so no version is missed. */
  async subscribe(connection: Connection, code: string): Promise<CommandOutcome> {
    const { socket, userId } = connection;
    connection.seen.set(code, 0);
    await socket.join(partyRoom(code));
    const state = await this.service.loadState(code);
    const member = state?.members.find((m) => m.userId === userId);
    if (state === null || member === undefined || member.kickedAt !== null) {
      this.#drop(connection, code);
      if (member?.kickedAt) this.#sendKicked(connection, code);
      const error =
        state === null
          ? MESSAGES.partyNotFound
          : member === undefined
            ? MESSAGES.memberNotFound
            : MESSAGES.removedFromParty;
      return { ok: false, error };
    }
    this.#deliver(connection, state);
    this.presence.track(code, userId, socket.id, member.online);
    return { ok: true, result: { code, version: state.party.version } };
  }

  /**
   * A big screen (`connection.screen` already set, its key checked): like a subscription,
   * without membership or presence.
   */
  async watch(connection: Connection, code: string): Promise<CommandOutcome> {
    connection.seen.set(code, 0);
    await connection.socket.join(partyRoom(code));
    const state = await this.service.loadState(code);
    if (state === null) {
      this.#drop(connection, code);
      return { ok: false, error: MESSAGES.partyNotFound };
    }
    this.#deliver(connection, state);
    return { ok: true, result: { code, version: state.party.version } };
  }

  unsubscribe(connection: Connection, code: string): CommandOutcome {
    if (connection.seen.has(code)) {
      this.#drop(connection, code);
      this.#untrack(connection, code);
    }
    return { ok: true, result: { code } };
  }

  /** Ends every subscription of the connection (it is about to become a big screen). */
  unsubscribeAll(connection: Connection): void {
    for (const code of [...connection.seen.keys()]) this.unsubscribe(connection, code);
  }

  /** The connection closed: each of its parties may see the member go Offline. */
  disconnected(connection: Connection): void {
    for (const code of connection.seen.keys()) this.#untrack(connection, code);
    connection.seen.clear();
    connection.viewers.clear();
  }

  /**
   * A published version: each local subscriber gets its own view (the database is the truth
   * for remote changes), at once or with the party's next fan-out (fan-out-windows.ts); a
   * closed party at once.
   */
  async publish(change: PartyChange): Promise<void> {
    if (change.closed) this.#windows.cancel(change.code);
    else if (!this.#windows.offer(change.code, change)) return;
    await this.#fanOut(change);
  }

  /**
   * The member who sent a change sees it before their ack, even while the party's viewers
   * wait for the end of its fan-out window (the newest version waiting, when it is this
   * process's own).
   */
  catchUp(connection: Connection, code: string): void {
    const state = this.#windows.waiting(code)?.state;
    if (state) this.#deliver(connection, state);
  }

  /** Fan-out windows are forgotten: the server is closing. */
  close(): void {
    this.#windows.close();
  }

  async #fanOut(change: PartyChange): Promise<void> {
    const room = partyRoom(change.code);
    const ids = this.io.of('/').adapter.rooms.get(room);
    if (ids === undefined || ids.size === 0) return;
    const state = change.closed
      ? null
      : (change.state ?? (await this.service.loadState(change.code)));
    // One clock reading per fan-out: viewers with the same delta get the same message, sent
    // as one local broadcast (encoded and framed once for all of them).
    const now = this.now();
    const shared = new Map<ViewDeltaMessage, string[]>();
    // A copy: delivering may drop a connection from the room (a kicked member's last view).
    const members = Array.from(ids);
    for (const id of members) {
      const connection = this.connections.get(id);
      if (connection === undefined) continue;
      if (state === null) {
        this.#drop(connection, change.code);
        connection.socket.emit('partyClosed', { type: 'partyClosed', code: change.code });
      } else {
        this.#deliver(connection, state, now, shared);
      }
    }
    for (const [message, socketIds] of shared) {
      // Everyone in the room gets it and is still there (a guess, mostly): sent to the room,
      // which socket.io finds at once, rather than to a list of sockets it looks up one by one.
      const whole =
        shared.size === 1 && socketIds.length === members.length && ids.size === members.length;
      this.io.local.to(whole ? room : socketIds).emit('viewDelta', message);
      this.metrics?.viewSent(encodedViewBytes(message), socketIds.length);
    }
    if (state !== null) {
      // The version the room now holds: the next fan-out's deltas start from it.
      this.#views.pin(change.code, state.party.version);
      this.presence.heal(state);
    } else {
      this.#views.forget(change.code);
      this.#viewers.forget(change.code);
    }
  }

  /** The change bus may have missed versions (Redis came back): every party shown here is read again. */
  async resync(): Promise<void> {
    const codes = new Set<string>();
    for (const connection of this.connections.values()) {
      for (const code of connection.seen.keys()) codes.add(code);
    }
    await Promise.all([...codes].map((code) => this.publish({ code, version: 0, closed: false })));
  }

  /**
   * Protocol 2: a connection that holds the version a recent delta starts from gets the
   * delta (shared by the party's viewers); otherwise (subscribe, reconnect, a version not
   * kept here) the whole view.
   */
  #deliver(
    connection: Connection,
    state: PartyState,
    now = this.now(),
    shared?: Map<ViewDeltaMessage, string[]>,
  ): void {
    const { code, version } = state.party;
    const seen = connection.seen.get(code);
    if (seen === undefined || version <= seen) return;
    if (connection.screen && isRevokedScreen(connection, state)) {
      this.#drop(connection, code);
      connection.screenEpochs.delete(code);
      const message = REALTIME_ERRORS.screenRevoked;
      connection.socket.emit('screenRevoked', { type: 'screenRevoked', code, message });
      return;
    }
    connection.seen.set(code, version);
    const block = this.#viewers.of(state, connection.screen ? SCREEN_VIEWER_ID : connection.userId);
    const { info: viewer, text: viewerText } = block;
    const delta = seen > 0 ? this.#views.deltaOf(state, seen) : null;
    const changed = connection.viewers.get(code) !== viewerText;
    if (delta !== null && !changed && shared !== undefined) {
      // Sent by publish with every other viewer of the same message.
      const message = delta.message(now);
      const socketIds = shared.get(message);
      if (socketIds === undefined) shared.set(message, [connection.socket.id]);
      else socketIds.push(connection.socket.id);
    } else if (delta !== null) {
      const message = delta.message(now, changed ? viewer : undefined);
      connection.socket.emit('viewDelta', message);
      this.metrics?.viewSent(encodedViewBytes(message));
    } else {
      const message = this.#views.sharedOf(state).message(code, now, viewer);
      connection.socket.emit('view', message);
      this.metrics?.viewSent(encodedViewBytes(message));
    }
    connection.viewers.set(code, viewerText);
    // A screen is never a member: it watches until the party closes.
    if (connection.screen || viewer.isMember) return;
    // Kicked or left: the subscription ends with this last view.
    this.#drop(connection, code);
    this.presence.untrack(code, connection.userId, connection.socket.id, { grace: false });
    if (viewer.kicked) this.#sendKicked(connection, code);
  }

  /** A member's connection left the party: they may go Offline. A screen was never tracked. */
  #untrack(connection: Connection, code: string): void {
    if (connection.screen) return;
    this.presence.untrack(code, connection.userId, connection.socket.id);
  }

  #sendKicked(connection: Connection, code: string): void {
    connection.socket.emit('kicked', { type: 'kicked', code, message: MESSAGES.removedFromParty });
  }

  #drop(connection: Connection, code: string): void {
    connection.seen.delete(code);
    connection.viewers.delete(code);
    void connection.socket.leave(partyRoom(code));
  }
}

/** A screen watching with a key of an older screen epoch (kick, host change, revoke). */
function isRevokedScreen(connection: Connection, state: PartyState): boolean {
  const epoch = connection.screenEpochs.get(state.party.code);
  return epoch === undefined || epoch !== state.party.screenEpoch;
}
