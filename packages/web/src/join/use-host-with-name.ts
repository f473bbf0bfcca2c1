import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionErrorText, useSessionUnderName } from './session-under-name';

/** Why hosting could not go on, when the server gave no reason. */
export const HOST_STEP_FAILED = 'Could not start the party. Check your connection and try again.';

/** The hub's state that says "make the party at once" (a host from Home). */
export interface HostStart {
  host: true;
}

export function isHostStart(state: unknown): state is HostStart {
  return typeof state === 'object' && state !== null && (state as HostStart).host === true;
}

/**
 * Host from the front door: a name and one tap. A newcomer gets a guest session under that
 * name on the way (someone signed in keeps theirs, renamed if they changed it); then the hub
 * makes the party at once and lands the host in its lobby. The party itself is made by the
 * Online Party Arena's code, loaded only then, not by Home.
 */
export function useHostWithName() {
  const { user, loading, ensure } = useSessionUnderName();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const host = async (name: string) => {
    setBusy(true);
    setError(null);
    try {
      await ensure(name);
      const state: HostStart = { host: true };
      void navigate('/online', { state });
    } catch (err) {
      setError(sessionErrorText(err, HOST_STEP_FAILED));
      setBusy(false);
    }
  };
  return { user, loading, busy, error, host };
}
