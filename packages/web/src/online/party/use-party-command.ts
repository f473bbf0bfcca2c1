import { useState } from 'react';
import type { ClientCommandType, PayloadOf } from '../connection';
import { useToast } from '../../ui/toast';
import { usePartyOutlet } from './party-context';

/**
 * A host action of a party screen: busy while it is on its way (so a double tap sends it
 * once), released afterwards so a failure can be retried; a refusal shows as a toast.
 */
export function usePartyCommand() {
  const { send } = usePartyOutlet();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const run = async <T extends ClientCommandType>(type: T, payload: PayloadOf<T>) => {
    if (busy) return false;
    setBusy(true);
    const result = await send(type, payload);
    setBusy(false);
    if (!result.ok) showToast(result.error, 'error');
    return result.ok;
  };
  return { busy, run };
}
