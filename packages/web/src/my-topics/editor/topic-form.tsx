import { useState, type FormEvent } from 'react';
import type { GameTypeDto } from '@trivia/protocol';
import { CATEGORIES, MAX_TITLE_LENGTH } from '@trivia/content/portable';
import { Button, Card, Message } from '../../ui';
import { FormField, inputClasses, invalidProps } from '../ui/form-field';
import { AnswerFields } from './answer-fields';
import { moveAnswer, validateDraft, type TopicDraft } from './topic-draft';
import { TryAGuess } from './try-a-guess';

export interface TopicFormProps {
  initial: TopicDraft;
  gameTypes: readonly GameTypeDto[];
  saving: boolean;
  /** The server's refusal of the last save, if any. */
  saveError: string | null;
  onSave: (draft: TopicDraft) => void;
  onCancel: () => void;
}

/**
 * The topic editor: validated live by the library's schema; a field shows its problems once
 * it was left or a save was tried. "Save Topic" sends only a draft without problems.
 */
export function TopicForm({
  initial,
  gameTypes,
  saving,
  saveError,
  onSave,
  onCancel,
}: TopicFormProps) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const allErrors = validateDraft(draft);
  const errors = Object.fromEntries(
    Object.entries(allErrors).filter(
      ([field]) => tried || touched.has(field) || field === 'answers',
    ),
  );
  const touch = (field: string) => setTouched((fields) => new Set(fields).add(field));
  const problemCount = Object.keys(allErrors).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problemCount === 0) onSave(draft);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4">
        <FormField
          id="topic-title"
          label="Title"
          hint={`At most ${MAX_TITLE_LENGTH} characters`}
          errors={errors.title}
        >
          <input
            id="topic-title"
            value={draft.title}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            onBlur={() => touch('title')}
            className={inputClasses}
            {...invalidProps('topic-title', errors.title)}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="topic-category" label="Category" errors={errors.category}>
            <select
              id="topic-category"
              value={draft.category}
              onChange={(event) => setDraft({ ...draft, category: event.target.value })}
              onBlur={() => touch('category')}
              className={inputClasses}
              {...invalidProps('topic-category', errors.category)}
            >
              <option value="">Choose a category</option>
              {CATEGORIES.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          </FormField>
          {gameTypes.length > 1 ? (
            <FormField id="topic-game-type" label="Game type" errors={errors.gameTypeId}>
              <select
                id="topic-game-type"
                value={draft.gameTypeId}
                onChange={(event) => setDraft({ ...draft, gameTypeId: event.target.value })}
                className={inputClasses}
              >
                {gameTypes.map((gameType) => (
                  <option key={gameType.id} value={gameType.id}>
                    {gameType.name}
                  </option>
                ))}
              </select>
            </FormField>
          ) : null}
        </div>
        <FormField
          id="topic-source"
          label="Source link (optional)"
          hint="An http:// or https:// address"
          errors={errors.sourceUrl}
        >
          <input
            id="topic-source"
            type="url"
            value={draft.sourceUrl}
            maxLength={1000}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, sourceUrl: event.target.value })}
            onBlur={() => touch('sourceUrl')}
            className={inputClasses}
            {...invalidProps('topic-source', errors.sourceUrl)}
          />
        </FormField>
      </Card>
      <Card>
        <AnswerFields
          answers={draft.answers}
          errors={errors}
          onChange={(rank, answer) =>
            setDraft({ ...draft, answers: draft.answers.map((a, i) => (i === rank ? answer : a)) })
          }
          onBlur={touch}
          onMove={(from, to) => setDraft((current) => moveAnswer(current, from, to))}
        />
      </Card>
      <TryAGuess draft={draft} />
      {tried && problemCount > 0 ? (
        <Message tone="error">
          {problemCount === 1
            ? 'Fix the problem shown above to save.'
            : `Fix the ${problemCount} problems shown above to save.`}
        </Message>
      ) : null}
      {saveError ? <Message tone="error">{saveError}</Message> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Topic'}
        </Button>
      </div>
    </form>
  );
}
