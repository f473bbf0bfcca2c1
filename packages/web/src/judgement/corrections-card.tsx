import { Button, Card, cx } from '../ui';

export interface CorrectionEntry {
  id: number;
  text: string;
  undone: boolean;
  /** The host may still take it back (same phase of the game, not undone). */
  canUndo: boolean;
}

export interface MissedGuessEntry {
  key: string;
  teamName: string;
  text: string;
}

export interface CorrectionsCardProps {
  /** Missed guesses with "Accept" (host only; empty for everyone else). */
  missed: readonly MissedGuessEntry[];
  onAccept: (key: string) => void;
  /** Every correction of this game, oldest first. */
  corrections: readonly CorrectionEntry[];
  onUndo: ((id: number) => void) | null;
  busy: boolean;
}

/**
 * JUDGE-1, JUDGE-6, JUDGE-7: the host judges here (Accept beside each missed guess) and
 * everyone sees the game's corrections, newest first; the host can Undo one while the game
 * allows it.
 */
export function CorrectionsCard(props: CorrectionsCardProps) {
  const { missed, corrections, busy, onUndo } = props;
  const latest = [...corrections].reverse().find((c) => !c.undone);
  if (missed.length === 0 && corrections.length === 0) return null;
  return (
    <Card aria-labelledby="corrections-title" className="flex flex-col gap-3">
      <h2 id="corrections-title" className="text-xl font-bold">
        Host judgement
      </h2>
      <p role="status" aria-label="Latest correction" className="font-semibold">
        {latest?.text ?? ''}
      </p>
      {missed.length > 0 ? (
        <ul aria-label="Missed guesses" className="flex flex-col gap-1">
          {missed.map((guess) => (
            <li key={guess.key} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 break-words">
                <span className="text-sm font-semibold">{guess.teamName}: </span>
                {guess.text}
              </span>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={`Accept ${guess.text}`}
                onClick={() => props.onAccept(guess.key)}
              >
                Accept
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {corrections.length > 0 ? (
        <ol aria-label="Corrections" className="flex flex-col gap-1">
          {[...corrections].reverse().map((entry) => (
            <li key={entry.id} className="flex items-center gap-2">
              <span className={cx('min-w-0 flex-1 break-words', entry.undone && 'line-through')}>
                {entry.text}
                {entry.undone ? <span className="sr-only"> (undone)</span> : null}
              </span>
              {onUndo !== null && entry.canUndo ? (
                <Button
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Undo: ${entry.text}`}
                  onClick={() => onUndo(entry.id)}
                >
                  Undo
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}
