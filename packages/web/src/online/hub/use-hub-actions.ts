import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRealtime } from '../connection';
import { partyPath } from '../party/party-context';

/** What a failed create or join shows when the server gave no message (exact strings). */
export const CREATE_FAILED = 'Failed to create party';
export const JOIN_FAILED = 'Failed to join party';

type Busy = 'create' | 'join' | null;

/** How the lobby learns the name asked for on the join step. */
export interface LobbyArrival {
  chosenName: string;
}

/** /online: create or join, then on to /party/{code}/lobby. */
export function useHubActions() {
  const { send } = useRealtime();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);

  /** `replace`: the hub was only a step (a host from Home), not a page to come back to. */
  const create = async (replace = false) => {
    setBusy('create');
    setCreateError(null);
    const result = await send('createParty', {});
    setBusy(null);
    if (result.ok && result.result.code) {
      void navigate(partyPath(result.result.code, 'lobby'), { replace });
    } else {
      setCreateError((!result.ok && result.error) || CREATE_FAILED);
    }
  };

  const join = async (code: string, replace = false, chosenName?: string) => {
    setBusy('join');
    setJoinError(null);
    const result = await send('joinParty', { code });
    setBusy(null);
    if (result.ok) {
      const state: LobbyArrival | undefined = chosenName ? { chosenName } : undefined;
      void navigate(partyPath(result.result.code ?? code, 'lobby'), { replace, state });
    } else {
      setJoinError(result.error || JOIN_FAILED);
    }
  };

  return { busy, createError, joinError, create, join };
}
