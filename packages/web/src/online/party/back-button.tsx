import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui';
import { useToast } from '../../ui/toast';
import type { PayloadOf } from '../connection';
import { partyPath, usePartyOutlet } from './party-context';

type BackTarget = PayloadOf<'goBack'>['to'];

/**
 * PARTY-3: The "Back to ..." links: the host takes the whole party back (the goBack command;
 * the status redirect follows). A player only has the way back to the lobby: every other
 * earlier screen is the host's, and the status redirect would bring them straight back.
 */
export function BackButton({ to, children }: { to: BackTarget; children: string }) {
  const { code, send, isHost } = usePartyOutlet();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  if (!isHost && to !== 'lobby') return null;
  const back = async () => {
    if (!isHost) return navigate(partyPath(code, 'lobby'));
    setBusy(true);
    const result = await send('goBack', { code, to });
    setBusy(false);
    if (!result.ok) showToast(result.error, 'error');
  };
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="secondary" disabled={busy} onClick={() => void back()}>
        {children}
      </Button>
    </div>
  );
}
