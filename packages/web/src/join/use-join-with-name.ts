import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isJoinable, noPartyText } from './party-lookup';
import { sessionErrorText, useSessionUnderName } from './session-under-name';

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
  const { user, ensure } = useSessionUnderName();
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
      await ensure(chosen);
      const state: NamedJoin = chosen === '' ? { named: true } : { named: true, chosen };
      void navigate(`/join/${code}`, { replace: true, state });
    } catch (err) {
      setError(sessionErrorText(err, NAME_STEP_FAILED));
      setBusy(false);
    }
  };
  return { user, busy, error, codeError, clearCodeError: () => setCodeError(null), join };
}
