import { useState } from 'react';
import { Button } from '../../ui';

/** "End Game", with a second tap to confirm: a stray tap in a noisy room must not end the game. */
export function EndGameButton({ onEnd }: { onEnd: () => void }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="danger" onClick={() => setConfirming(true)}>
        End Game
      </Button>
    );
  }
  return (
    <div role="group" aria-label="End the game now?" className="flex flex-wrap items-center gap-2">
      <span className="font-semibold">End the game now?</span>
      <Button variant="danger" onClick={onEnd}>
        Yes, end it
      </Button>
      {/* Focus lands on the safe choice: a stray Enter keeps the game going. */}
      <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
        Keep playing
      </Button>
    </div>
  );
}
