import { useId } from 'react';
import type { RuleSet } from '@trivia/game';
import { cx } from '../ui';

const CHOICES: ReadonlyArray<{ value: RuleSet; label: string; blurb: string }> = [
  { value: 'classic', label: 'Classic', blurb: 'Teams take turns; every guess uses an attempt.' },
  {
    value: 'feud',
    label: 'Feud',
    blurb: 'Face-off for the floor, three strikes, then a steal for the bank.',
  },
];

export interface RuleSetPickerProps {
  value: RuleSet;
  onChange: (ruleSet: RuleSet) => void;
  disabled?: boolean;
}

/** FEUD-1: the rule set of the next game, "Classic" or "Feud", as two big radio cards. */
export function RuleSetPicker({ value, onChange, disabled = false }: RuleSetPickerProps) {
  const name = useId();
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="text-lg font-semibold">Rules</legend>
      <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              'relative flex min-h-12 cursor-pointer flex-col rounded-xl border-2 px-4 py-2',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              choice.value === value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-900 hover:border-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="text-xl font-bold">{choice.label}</span>
            <span className="text-sm font-medium">{choice.blurb}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
