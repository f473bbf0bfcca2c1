import { useId } from 'react';
import { Button, Card, cx } from '../../../ui';

/** A difficulty to keep, or '' for any. */
export type DifficultyChoice = '' | 'easy' | 'medium' | 'hard';

const CHOICES: ReadonlyArray<{ value: DifficultyChoice; label: string }> = [
  { value: '', label: 'Any' },
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

export interface SurprisePanelProps {
  difficulty: DifficultyChoice;
  onDifficulty: (difficulty: DifficultyChoice) => void;
  disabled: boolean;
  onSurprise: () => void;
}

/**
 * The top of the host's topic choice: the difficulty (it filters the list below too) and
 * "Surprise me" (ROUND-5: the server picks a topic this party has not played).
 */
export function SurprisePanel({
  difficulty,
  onDifficulty,
  disabled,
  onSurprise,
}: SurprisePanelProps) {
  const labelId = useId();
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <span id={labelId} className="text-sm font-semibold">
          Difficulty
        </span>
        <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {CHOICES.map(({ value, label }) => (
            <label
              key={label}
              className={cx(
                'flex min-h-11 cursor-pointer items-center rounded-xl border px-4 font-semibold',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                difficulty === value
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
              )}
            >
              <input
                type="radio"
                name={labelId}
                className="sr-only"
                checked={difficulty === value}
                onChange={() => onDifficulty(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </div>
      <Button size="lg" disabled={disabled} onClick={onSurprise}>
        Surprise me
      </Button>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Or tap Play on a topic below: the game starts with the teams and settings of last time.
        Choose Topic sets up teams first.
      </p>
    </Card>
  );
}
