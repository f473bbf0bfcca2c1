import type { User } from '@trivia/protocol';

const KEY = 'trivia-user';

/**
 * The last user the server confirmed, kept so the Offline Party Pack still passes the
 * guard when the network is gone (a party host on flaky Wi-Fi). Cleared on sign-out.
 */
export function readUserSnapshot(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch (_unavailable) {
    return null;
  }
}

export function writeUserSnapshot(user: User | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch (_unavailable) {
    // Storage full or disabled (private mode): the app still works online.
  }
}
