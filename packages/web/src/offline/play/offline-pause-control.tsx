import { Button, Card } from '../../ui';

export interface OfflinePauseControlProps {
  paused: boolean;
  onPause: () => void;
  onResume: () => void;
}

/**
 * OFF-8: Offline, the host pauses the game on the shared device (the
 * countdown stops, the guess input is hidden) and resumes it; the wording is the online
 * PauseControl's.
 */
export function OfflinePauseControl({ paused, onPause, onResume }: OfflinePauseControlProps) {
  if (!paused) {
    return (
      <div className="mb-4 flex justify-end">
        <Button variant="secondary" onClick={onPause}>
          Pause Game
        </Button>
      </div>
    );
  }
  return (
    <Card className="mb-4 flex flex-col items-center gap-3 text-center" role="status">
      <p className="text-3xl font-extrabold tracking-tight">Paused</p>
      <p className="text-slate-700 dark:text-slate-200">
        The countdown is stopped. Resume when everyone is ready.
      </p>
      <Button variant="primary" onClick={onResume}>
        Resume Game
      </Button>
    </Card>
  );
}
