import { RULE_SETS, type RuleSet } from '@trivia/game';
import { cx } from '../../ui';

const LABELS: Record<RuleSet, { name: string; line: string }> = {
  classic: { name: 'Classic', line: 'Teams take turns, every guess uses an attempt' },
  feud: { name: 'Feud', line: 'Face-off, the floor, three strikes and the steal' },
};

export interface RuleSetPickerProps {
  value: RuleSet;
  onChange: (ruleSet: RuleSet) => void;
}

/**
 * OFF-11: the rules of the game, Classic or Feud, as two big toggle buttons (one pressed).
 */
export function RuleSetPicker({ value, onChange }: RuleSetPickerProps) {
  return (
    <div role="group" aria-labelledby="rule-set-title" className="min-w-0">
      <h2 id="rule-set-title" className="text-lg font-semibold">
        Rules
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {RULE_SETS.map((ruleSet) => (
          <button
            key={ruleSet}
            type="button"
            aria-pressed={ruleSet === value}
            onClick={() => onChange(ruleSet)}
            className={cx(
              'flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl border-2 px-2 py-2 text-center',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              ruleSet === value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-900 hover:border-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            <span className="text-xl font-bold">{LABELS[ruleSet].name}</span>
            <span className="text-sm">{LABELS[ruleSet].line}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
