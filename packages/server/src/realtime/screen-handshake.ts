import { PartyCode, ScreenKey } from '@trivia/protocol';
import type { PartyService } from '../parties/party-service';
import { isScreenKey } from '../storage/party-screens';
import type { Db } from '../storage/schema';
import type { TokenBuckets } from './rate-limiter';
import type { RealtimeSocket } from './realtime-types';

/**
 * AUTH-6: a TV that never signed in may still show the big screen. Its connection carries
 * no session but the screen link's credentials in the handshake, `auth.screen = { code,
 * key }`. With a valid key of the party's current screen epoch it is accepted as a watcher
 * only: a screen from its first message (every command but watchScreen and unsubscribe is
 * refused), never a member, never anyone's presence, under an id of its own (this prefix and
 * the socket's id). Revoking the link or the party ending stops it as for any screen.
 */
export const ANONYMOUS_SCREEN_PREFIX = '@screen:';

export interface ScreenCredentials {
  code: string;
  key: string;
}

/** The handshake's screen credentials, or null when absent or malformed. */
export function declaredScreen(socket: RealtimeSocket): ScreenCredentials | null {
  const auth = socket.handshake.auth as { screen?: unknown } | undefined;
  const screen = auth?.screen;
  if (typeof screen !== 'object' || screen === null) return null;
  const { code, key } = screen as { code?: unknown; key?: unknown };
  const parsedCode = PartyCode.safeParse(code);
  const parsedKey = ScreenKey.safeParse(key);
  return parsedCode.success && parsedKey.success
    ? { code: parsedCode.data, key: parsedKey.data }
    : null;
}

export interface ScreenHandshakeDeps {
  db: Db;
  service: PartyService;
  /** Misses per address, shared with joins and watchScreen (docs/PROTOCOL.md limits). */
  failedJoinBuckets: TokenBuckets;
}

/**
 * Is this session-less connection a big screen of a live party? A wrong or revoked key, or
 * a party that is gone, counts as a failed join of the address; past the address's budget
 * every attempt is refused without looking.
 */
export async function admitsAnonymousScreen(
  deps: ScreenHandshakeDeps,
  credentials: ScreenCredentials,
  address: string,
): Promise<boolean> {
  if (!deps.failedJoinBuckets.has(address)) return false;
  const state = await deps.service.loadState(credentials.code);
  const valid =
    state !== null &&
    (await isScreenKey(deps.db, credentials.code, credentials.key, state.party.screenEpoch));
  if (!valid) deps.failedJoinBuckets.take(address);
  return valid;
}
