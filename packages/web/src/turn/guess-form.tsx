import { useId } from 'react';
import type { FormEvent, RefObject } from 'react';
import { Button } from '../ui';

export interface GuessFormProps {
  teamName: string;
  value: string;
  onChange: (text: string) => void;
  /** Called with the trimmed guess; never with an empty one (OFF-4). */
  onSubmit: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The guess input and "Submit"; Enter submits. */
export function GuessForm({ teamName, value, onChange, onSubmit, inputRef }: GuessFormProps) {
  const id = useId();
  const blank = value.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onSubmit(value.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-base font-semibold">
        {teamName}, your guess
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={inputRef}
          type="text"
          value={value}
          autoComplete="off"
          autoCorrect="off"
          enterKeyHint="send"
          maxLength={100}
          placeholder="Your answer"
          onChange={(event) => onChange(event.target.value)}
          className="min-h-13 min-w-0 flex-1 rounded-xl border-2 border-slate-300 bg-white px-4 text-lg text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
        <Button type="submit" size="lg" disabled={blank}>
          Submit
        </Button>
      </div>
    </form>
  );
}
