import { useId } from 'react';

// Mirrors DISPLAY_NAME_MAX of @trivia/protocol (its schemas stay out of the first load).
const DISPLAY_NAME_MAX_LENGTH = 40;

export interface DisplayNameFieldProps {
  value: string;
  onChange: (name: string) => void;
  label?: string;
  /** A line under the box; none when empty. */
  hint?: string;
  disabled?: boolean;
}

/** The name a player is shown under in a party (at most 40 characters: NAME-1, NAME-2). */
export function DisplayNameField({
  value,
  onChange,
  label = 'Your name',
  hint = 'What the others see in the party.',
  disabled,
}: DisplayNameFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        disabled={disabled}
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        autoComplete="nickname"
        enterKeyHint="go"
        aria-describedby={hint === '' ? undefined : hintId}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-13 w-full rounded-xl border border-slate-300 bg-white px-3 text-lg text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      />
      {hint === '' ? null : (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}
