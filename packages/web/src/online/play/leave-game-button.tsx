import { useState } from 'react';
import { Button } from '../../ui';
import { ModalDialog } from '../../ui';

/** The confirmation "Leave Game" asks for (the product's exact string). */
export const LEAVE_GAME_CONFIRMATION = 'Are you sure you want to leave the game?';

/** "Leave Game", confirmed in a dialog whose focus starts on staying (a stray tap is safe). */
export function LeaveGameButton({ onLeave }: { onLeave: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    try {
      await onLeave();
    } finally {
      setLeaving(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button variant="danger-quiet" onClick={() => setConfirming(true)}>
        Leave Game
      </Button>
      {confirming ? (
        <ModalDialog
          title="Leave Game"
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={leaving}>
                Stay
              </Button>
              <Button variant="danger" onClick={() => void leave()} disabled={leaving}>
                Leave
              </Button>
            </>
          }
        >
          {LEAVE_GAME_CONFIRMATION}
        </ModalDialog>
      ) : null}
    </>
  );
}
