import { useId, useState, type FormEvent } from 'react';
import type { User } from '@trivia/protocol';
import { ApiError } from '../../api/http';
import { Button, Card, Message } from '../../ui';
import {
  canSaveDisplayName,
  DISPLAY_NAME_FAILED,
  displayNameSavedMessage,
  validateDisplayName,
} from './display-name';

// Mirrors DISPLAY_NAME_MAX of @trivia/protocol (whose import would pull its schemas into
// this screen's bundle); the server validates the length too.
const DISPLAY_NAME_MAX_LENGTH = 40;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export interface DisplayNameFormProps {
  user: User;
  onSave: (displayName: string) => Promise<User>;
}

/** /profile (AUTH-7, NAME-2): edit the display name with its messages. */
export function DisplayNameForm({ user, onSave }: DisplayNameFormProps) {
  const [value, setValue] = useState(user.displayName);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateDisplayName(value);
    if (invalid) {
      setOutcome({ tone: 'error', text: invalid });
      return;
    }
    setSaving(true);
    setOutcome(null);
    try {
      const saved = await onSave(value.trim());
      setValue(saved.displayName);
      setOutcome({ tone: 'success', text: displayNameSavedMessage(saved.isGuest) });
    } catch (error) {
      console.error('Failed to update profile', error);
      // A name the server refuses (400, the name rule NAME-1 to NAME-5) says why; anything else
      // keeps the product's generic message.
      const refused = error instanceof ApiError && error.status === 400;
      setOutcome({ tone: 'error', text: refused ? error.message : DISPLAY_NAME_FAILED });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="mb-3 text-lg font-bold">
        Display Name
      </h2>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
        <label htmlFor={inputId} className="text-sm font-medium">
          Display name
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            value={value}
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            autoComplete="nickname"
            aria-invalid={outcome?.tone === 'error'}
            onChange={(event) => {
              setValue(event.target.value);
              setOutcome(null);
            }}
            className="min-h-11 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-800"
          />
          <Button type="submit" disabled={!canSaveDisplayName(value, user.displayName, saving)}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
        {outcome ? <Message tone={outcome.tone}>{outcome.text}</Message> : null}
      </form>
    </Card>
  );
}
