import { MAX_ATTEMPTS, MIN_ATTEMPTS } from '@trivia/game';
import { cx } from '../ui';

export interface AttemptsPickerProps {
  value: number;
  onChange: (attempts: number) => void;
}

const choices = Array.from({ length: MAX_ATTEMPTS - MIN_ATTEMPTS + 1 }, (_, i) => MIN_ATTEMPTS + i);

/** SETUP-1: Max attempts per team: 1 to 5, as big radio buttons. */
export function AttemptsPicker({ value, onChange }: AttemptsPickerProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-lg font-semibold">Max attempts per team</legend>
      <div className="mt-3 grid grid-cols-5 gap-2">
        {choices.map((attempts) => (
          <label
            key={attempts}
            className={cx(
              'relative flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 text-xl font-bold',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              attempts === value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-900 hover:border-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            <input
              type="radio"
              name="max-attempts"
              value={attempts}
              checked={attempts === value}
              onChange={() => onChange(attempts)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            {attempts}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
