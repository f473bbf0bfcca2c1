import { useState } from 'react';
import type { PartyView } from '@trivia/protocol';
import { Button, Card, Message } from '../../ui';
import type { Realtime } from '../connection';

export interface PauseControlProps {
  view: PartyView;
  send: Realtime['send'];
}

/**
 * PAUSE-1: Every member sees "Paused" while the host has paused the
 * game (the server's countdown stops, no guess is taken); the host pauses and resumes.
 */
export function PauseControl({ view, send }: PauseControlProps) {
  const { party, viewer } = view;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (party.status !== 'playing') return null;
  const paused = party.pausedAt !== null;

  const toggle = async () => {
    setBusy(true);
    const result = await send(paused ? 'resumeGame' : 'pauseGame', { code: party.code });
    setBusy(false);
    setError(result.ok ? null : result.error);
  };
  const button = viewer.isHost ? (
    <div className="flex flex-col items-end gap-2">
      <Button
        variant={paused ? 'primary' : 'secondary'}
        onClick={() => void toggle()}
        disabled={busy}
        aria-busy={busy}
      >
        {paused ? 'Resume Game' : 'Pause Game'}
      </Button>
      {error ? <Message tone="error">{error}</Message> : null}
    </div>
  ) : null;

  if (!paused) return button ? <div className="mb-4 flex justify-end">{button}</div> : null;
  return (
    <Card className="mb-4 flex flex-col items-center gap-3 text-center" role="status">
      <p className="text-3xl font-extrabold tracking-tight">Paused</p>
      <p className="text-slate-700 dark:text-slate-200">
        {viewer.isHost
          ? 'The countdown is stopped. Resume when everyone is ready.'
          : 'The host paused the game. The countdown is stopped.'}
      </p>
      {button}
    </Card>
  );
}
