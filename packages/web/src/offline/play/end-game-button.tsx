import { useState } from 'react';
import { Button } from '../../ui';

export interface EndGameButtonProps {
  onEnd: () => void;
  /** The prompt opened or closed (the timer stands still while it is open). */
  onPromptChange?: (open: boolean) => void;
}

/** "End Game", with a second tap to confirm: a stray tap in a noisy room must not end the game. */
export function EndGameButton({ onEnd, onPromptChange }: EndGameButtonProps) {
  const [confirming, setConfirmingState] = useState(false);
  const setConfirming = (open: boolean) => {
    setConfirmingState(open);
    onPromptChange?.(open);
  };
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
