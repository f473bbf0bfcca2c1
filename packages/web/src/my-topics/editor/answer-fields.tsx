import { pointsForRank, pointsText } from '@trivia/game';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '../../ui';
import { FormField, inputClasses, invalidProps } from '../ui/form-field';
import type { AnswerDraft, DraftErrors } from './topic-draft';

export interface AnswerFieldsProps {
  answers: readonly AnswerDraft[];
  errors: DraftErrors;
  onChange: (rank: number, answer: AnswerDraft) => void;
  onBlur: (field: string) => void;
  /** Moves the answer at `from` to rank `to`. */
  onMove: (from: number, to: number) => void;
}

/**
 * The five ranked answers (rank 1 earns 5 points). Reordered by dragging a row's handle, or
 * from the keyboard: the handle's arrow keys (Alt+↑/↓ too) or the Move up/down buttons.
 */
export function AnswerFields({ answers, errors, onChange, onBlur, onMove }: AnswerFieldsProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    const answer = answers[from];
    if (!answer || to < 0 || to >= answers.length) return;
    onMove(from, to);
    setAnnouncement(`${answer.text || `Answer ${from + 1}`} moved to rank ${to + 1}`);
  };
  const onHandleKey = (rank: number) => (event: KeyboardEvent) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    move(rank, rank + step);
  };
  const onDrop = (rank: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, rank);
    setDragged(null);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-bold">Answers, best first</legend>
      {errors.answers ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-300">
          {errors.answers.join(' ')}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {answers.map((answer, rank) => {
          const textId = `answer-${answer.key}-text`;
          const aliasesId = `answer-${answer.key}-aliases`;
          const label = answer.text.trim() || `Answer ${rank + 1}`;
          return (
            <li
              key={answer.key}
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop(rank)}
              data-dragging={dragged === rank || undefined}
              className="rounded-2xl border border-slate-200 bg-white p-3 data-dragging:opacity-50 dark:border-slate-700 dark:bg-slate-900"
            >
              <div className="mb-2 flex items-center gap-2">
                <button
                  type="button"
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(rank));
                    setDragged(rank);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onKeyDown={onHandleKey(rank)}
                  aria-label={`Reorder ${label}, rank ${rank + 1}: use the arrow keys`}
                  className="min-h-11 cursor-grab rounded-lg px-2 text-xl text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                <span className="font-bold">
                  #{rank + 1}{' '}
                  <span className="font-normal text-slate-600 dark:text-slate-300">
                    ({pointsText(pointsForRank(rank))})
                  </span>
                </span>
                <span className="ml-auto flex gap-1">
                  <Button
                    variant="ghost"
                    disabled={rank === 0}
                    onClick={() => move(rank, rank - 1)}
                    aria-label={`Move ${label} up`}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={rank === answers.length - 1}
                    onClick={() => move(rank, rank + 1)}
                    aria-label={`Move ${label} down`}
                  >
                    ↓
                  </Button>
                </span>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField
                  id={textId}
                  label={`Answer ${rank + 1}`}
                  errors={errors[`answers.${rank}.text`]}
                >
                  <input
                    id={textId}
                    value={answer.text}
                    maxLength={200}
                    autoComplete="off"
                    onChange={(event) => onChange(rank, { ...answer, text: event.target.value })}
                    onBlur={() => onBlur(`answers.${rank}.text`)}
                    className={inputClasses}
                    {...invalidProps(textId, errors[`answers.${rank}.text`])}
                  />
                </FormField>
                <FormField
                  id={aliasesId}
                  label={`Aliases of answer ${rank + 1}`}
                  hint="Other ways to say it, one per line"
                  errors={errors[`answers.${rank}.aliases`]}
                >
                  <textarea
                    id={aliasesId}
                    value={answer.aliases}
                    rows={2}
                    onChange={(event) => onChange(rank, { ...answer, aliases: event.target.value })}
                    onBlur={() => onBlur(`answers.${rank}.aliases`)}
                    className={`${inputClasses} py-2`}
                    {...invalidProps(aliasesId, errors[`answers.${rank}.aliases`])}
                  />
                </FormField>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
