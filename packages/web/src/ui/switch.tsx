import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';
import { cx } from './cx';

export interface SwitchProps {
  label: string;
  /** A line under the label saying what the current state means. */
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/**
 * An on/off setting on Radix UI's Switch (docs/decisions/0008): a button with role
 * "switch", named by its label, described by its hint, toggled by a click, Space or Enter.
 * Its state shows as position, colour and the word "On"/"Off", never by colour alone.
 */
export function Switch({ label, hint, checked, disabled, onChange, className }: SwitchProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={cx('flex min-h-11 items-start gap-3', className)}>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={hint === undefined ? undefined : hintId}
        className={cx(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'border-slate-500 bg-slate-300 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-600',
          'dark:border-slate-400 dark:bg-slate-700 dark:data-[state=checked]:bg-brand-500',
        )}
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.35rem] motion-reduce:transition-none" />
      </RadixSwitch.Root>
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
          <span
            className="ml-2 text-sm font-normal text-slate-700 dark:text-slate-200"
            aria-hidden="true"
          >
            {checked ? 'On' : 'Off'}
          </span>
        </label>
        {hint === undefined ? null : (
          <p id={hintId} className="text-sm text-slate-700 dark:text-slate-200">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
