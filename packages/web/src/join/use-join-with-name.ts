import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/http';
import { useAuth } from '../auth/use-auth';
import { isJoinable, noPartyText } from './party-lookup';

/** Why the name step could not go on, when the server gave no reason. */
export const NAME_STEP_FAILED = 'Could not join. Check your connection and try again.';

/** The join link's state that says the name step is done: join at once. */
export interface NamedJoin {
  named: true;
  /** The name asked for, to say so in the lobby when the party numbered it ("Sam (2)"). */
  chosen?: string;
}

export function isNamedJoin(state: unknown): state is NamedJoin {
  return typeof state === 'object' && state !== null && (state as NamedJoin).named === true;
}

/**
 * Join from the front door: with a code and a name, one tap. A newcomer gets a guest
 * session under that name on the way; a signed-in user's changed name is saved (it reaches
 * their parties live); then /join/{code} joins at once and lands in the lobby.
 * The code is checked first; a wrong one stays here, says so (`codeError`)
 * and makes nothing, neither a guest nor a name change.
 */
export function useJoinWithName() {
  const { user, signInAsGuest, updateDisplayName } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const join = async (code: string, name: string) => {
    setBusy(true);
    setError(null);
    setCodeError(null);
    try {
      if (!(await isJoinable(code))) {
        setCodeError(noPartyText(code));
        setBusy(false);
        return;
      }
      const chosen = name.trim();
      if (user === null) await signInAsGuest(chosen === '' ? undefined : chosen);
      else if (chosen !== '' && chosen !== user.displayName) await updateDisplayName(chosen);
      const state: NamedJoin = chosen === '' ? { named: true } : { named: true, chosen };
      void navigate(`/join/${code}`, { replace: true, state });
    } catch (err) {
      // A refused name (400) or too many tries (429) says why; anything else is the network.
      const told = err instanceof ApiError && (err.status === 400 || err.status === 429);
      setError(told ? err.message : NAME_STEP_FAILED);
      setBusy(false);
    }
  };
  return { user, busy, error, codeError, clearCodeError: () => setCodeError(null), join };
}
