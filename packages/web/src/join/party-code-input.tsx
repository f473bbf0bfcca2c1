import { useId } from 'react';
import { normalizeJoinCode } from '@trivia/game';
import { Message } from '../ui';

export interface PartyCodeInputProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  /** What is wrong with this code ("No party with code X"), right under it. */
  error?: string | null;
  /** A line under the box; none when empty. */
  hint?: string;
}

/**
 * JOIN-2: What is typed or pasted is upper-cased, stripped of anything but A-Z
 * and 0-9, and cut to 6 characters ("abc-123" pastes as ABC123).
 */
export function PartyCodeInput({
  value,
  onChange,
  disabled,
  error,
  hint = "6 letters and digits, from the host's screen.",
}: PartyCodeInputProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [error ? errorId : null, hint === '' ? null : hintId]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        Party code
      </label>
      <input
        id={id}
        type="text"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(normalizeJoinCode(event.target.value))}
        placeholder="ABC123"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        aria-describedby={describedBy === '' ? undefined : describedBy}
        aria-invalid={error ? true : undefined}
        className="min-h-14 w-full rounded-xl border border-slate-300 bg-white px-3 text-center font-mono text-3xl font-bold tracking-[0.3em] text-slate-900 uppercase placeholder:text-slate-400 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-500"
      />
      {error ? (
        <Message tone="error" className="mt-2">
          <span id={errorId}>{error}</span>
        </Message>
      ) : null}
      {hint === '' ? null : (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}
