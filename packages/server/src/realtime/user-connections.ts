import type { RealtimeServer } from './realtime-types';

/** The room of a signed-in user's connections, on every instance (not a big screen's). */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/**
 * Closes every connection of the user, on every instance: their session tokens were just
 * replaced, and a connection authenticated by an old one must not outlive it. The app's
 * own client reconnects ("io server disconnect") with the new cookie.
 */
export function closeUserConnections(io: RealtimeServer, userId: string): void {
  io.in(userRoom(userId)).disconnectSockets(true);
}
