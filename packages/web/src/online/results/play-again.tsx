import { useState } from 'react';
import type { PartyView } from '@trivia/game';
import { Button } from '../../ui';
import type { Realtime } from '../connection';

/** What the others see while the host decides. */
export const WAITING_FOR_HOST = 'Waiting for the host to start a new game...';

/**
 * "Play Again" for the host; the party goes back to the lobby with the same
 * members, teams and settings (PARTY-4) and the layout sends everyone there. Others see a
 * waiting message.
 */
export function PlayAgain({ view, send }: { view: PartyView; send: Realtime['send'] }) {
  const [busy, setBusy] = useState(false);
  if (!view.viewer.isHost) {
    return (
      <p role="status" className="text-center text-lg font-semibold">
        {WAITING_FOR_HOST}
      </p>
    );
  }
  const playAgain = async () => {
    setBusy(true);
    const reply = await send('playAgain', { code: view.party.code });
    // A failed reset is only logged; the button comes back for another try.
    if (!reply.ok) console.warn('Play Again failed:', reply.error);
    setBusy(false);
  };
  return (
    <div className="flex justify-center">
      <Button size="lg" onClick={() => void playAgain()} disabled={busy} aria-busy={busy}>
        Play Again
      </Button>
    </div>
  );
}
