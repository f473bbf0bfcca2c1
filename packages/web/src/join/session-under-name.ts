import { ApiError } from '../api/http';
import { useAuth } from '../auth/use-auth';

/**
 * The session a player from the front door needs, under the name they typed: a newcomer
 * gets a guest account (AUTH-2); someone signed in (or a returning guest) keeps theirs and
 * only a changed name is saved (AUTH-7). No sign-in step either way.
 */
export function useSessionUnderName() {
  const { user, loading, signInAsGuest, updateDisplayName } = useAuth();
  const ensure = async (name: string): Promise<void> => {
    const chosen = name.trim();
    if (user === null) await signInAsGuest(chosen === '' ? undefined : chosen);
    else if (chosen !== '' && chosen !== user.displayName) await updateDisplayName(chosen);
  };
  // `loading`: the session is not known yet (a tap now could make a guest beside it).
  return { user, loading, ensure };
}

/**
 * What to say when that failed: a refused name (400) or too many tries (429) in the
 * server's words; anything else is the network (`fallback`).
 */
export function sessionErrorText(error: unknown, fallback: string): string {
  const told = error instanceof ApiError && (error.status === 400 || error.status === 429);
  return told ? error.message : fallback;
}
