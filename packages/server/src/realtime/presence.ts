import type { PartyState } from '@trivia/game';
import { partyRoom } from '@trivia/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { PartyService } from '../parties/party-service';
import { withTimeout } from '../scale/with-timeout';
import type { RealtimeServer } from './realtime-types';

/** JOIN-8: how long a member stays Online after their last connection closed. */
export const PRESENCE_GRACE_MS = 5000;
/** How long asking every instance for its connections may take (Redis may be away). */
const CLUSTER_QUERY_TIMEOUT_MS = 5000;

/**
 * Online while a member has a connection subscribed to the party; Offline only when the
 * last one has been gone for the grace period (a page refresh does not flicker), and no
 * instance of the cluster holds one (fetchSockets asks them all: with the Redis adapter,
 * every instance answers with the sockets in the party's room). A check that cannot
 * reach every instance decides nothing and is tried again after another grace period.
 * An instance that holds a connection of a member it sees marked Offline (another
 * instance decided just before the member reconnected here) marks them Online again.
 */
export class Presence {
  readonly #sockets = new Map<string, Set<string>>();
  readonly #timers = new Map<string, NodeJS.Timeout>();
  #stopped = false;

  constructor(
    private readonly io: RealtimeServer,
    private readonly service: PartyService,
    private readonly log: FastifyBaseLogger,
    private readonly graceMs = PRESENCE_GRACE_MS,
  ) {}

  /** A connection of `userId` subscribed to the party; `online` is what the party says now. */
  track(code: string, userId: string, socketId: string, online: boolean): void {
    const key = keyOf(code, userId);
    const sockets = this.#sockets.get(key) ?? new Set<string>();
    sockets.add(socketId);
    this.#sockets.set(key, sockets);
    this.#cancel(key);
    if (!online) this.#set(code, userId, true);
  }

  /** The connection went away: after the grace period the member may go Offline. */
  untrack(code: string, userId: string, socketId: string, options = { grace: true }): void {
    const key = keyOf(code, userId);
    const sockets = this.#sockets.get(key);
    sockets?.delete(socketId);
    if (sockets !== undefined && sockets.size > 0) return;
    this.#sockets.delete(key);
    if (!options.grace || this.#stopped) return;
    this.#checkLater(code, userId);
  }

  /** A published version: members shown Offline but connected here go back Online. */
  heal(state: PartyState): void {
    const { code } = state.party;
    for (const member of state.members) {
      if (member.online || member.kickedAt !== null) continue;
      if ((this.#sockets.get(keyOf(code, member.userId))?.size ?? 0) > 0) {
        this.#set(code, member.userId, true);
      }
    }
  }

  /** On shutdown: no more presence writes (members reconnect to another instance or later). */
  stop(): void {
    this.#stopped = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }

  /** Is `userId` connected to the party on any instance? */
  async isConnected(code: string, userId: string): Promise<boolean> {
    if ((this.#sockets.get(keyOf(code, userId))?.size ?? 0) > 0) return true;
    return (await this.connectedUsers(code)).has(userId);
  }

  /** The users with a member connection in the party's room on any instance. */
  async connectedUsers(code: string): Promise<Set<string>> {
    const sockets = await withTimeout(
      this.io.in(partyRoom(code)).fetchSockets(),
      CLUSTER_QUERY_TIMEOUT_MS,
    );
    // A big screen sits in the room too, but makes nobody Online.
    return new Set(sockets.filter((s) => s.data.screen !== true).map((s) => s.data.userId));
  }

  #checkLater(code: string, userId: string): void {
    const key = keyOf(code, userId);
    this.#cancel(key);
    const timer = setTimeout(() => {
      this.#timers.delete(key);
      void this.#goOfflineIfGone(code, userId);
    }, this.graceMs);
    timer.unref();
    this.#timers.set(key, timer);
  }

  async #goOfflineIfGone(code: string, userId: string): Promise<void> {
    if (this.#stopped) return;
    try {
      if (await this.isConnected(code, userId)) return;
      this.#set(code, userId, false);
    } catch (error) {
      this.log.warn({ err: error, party: code }, 'presence check failed; trying again');
      const key = keyOf(code, userId);
      if (!this.#stopped && !this.#sockets.has(key)) this.#checkLater(code, userId);
    }
  }

  #set(code: string, userId: string, online: boolean): void {
    if (this.#stopped) return;
    this.service.setPresence(code, userId, online).catch((error: unknown) => {
      this.log.warn({ err: error, party: code }, 'presence update failed');
    });
  }

  #cancel(key: string): void {
    const timer = this.#timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.#timers.delete(key);
  }
}

function keyOf(code: string, userId: string): string {
  return `${code}\n${userId}`;
}
