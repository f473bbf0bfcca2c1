import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui';

export interface RenameFormProps {
  /** What is renamed, for the labels: "Ann", "Team 2". */
  current: string;
  /** Sends the new name; resolves with the server's refusal, or null when it was taken. */
  onRename: (name: string) => Promise<string | null>;
  onDone: () => void;
}

/**
 * HOST-7: Host only: a name typed in place (a member's or a team's); the server's name
 * rule decides, and its refusal shows under the field.
 */
export function RenameForm({ current, onRename, onDone }: RenameFormProps) {
  const id = useId();
  const errorId = useId();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const refusal = await onRename(name);
    setBusy(false);
    if (refusal === null) onDone();
    else setError(refusal);
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex w-full flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        New name for {current}
      </label>
      <input
        id={id}
        value={name}
        maxLength={40}
        autoFocus
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setName(event.target.value)}
        className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      />
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" className="px-3 text-sm" disabled={busy} aria-busy={busy}>
          Save Name
        </Button>
        <Button variant="ghost" className="px-3 text-sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
