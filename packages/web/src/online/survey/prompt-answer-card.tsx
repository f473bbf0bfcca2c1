import { useId, useState, type FormEvent } from 'react';
import { Button, Card, cx } from '../../ui';
import { SURVEY_ANSWER_LENGTH, SURVEY_ANSWERS_PER_PROMPT } from '@trivia/game';
import { cleanAnswers } from './survey-text';

export interface PromptAnswerCardProps {
  prompt: { id: string; text: string };
  /** The prompt's number and how many there are ("Question 2 of 5"). */
  position: { index: number; total: number };
  /** What the viewer sent before (the server keeps it). */
  saved: readonly string[];
  busy: boolean;
  onSave: (answers: string[]) => Promise<boolean>;
}

function draftsOf(saved: readonly string[]): string[] {
  return Array.from({ length: SURVEY_ANSWERS_PER_PROMPT }, (_, index) => saved[index] ?? '');
}

function sameAnswers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((text, index) => text === b[index]);
}

/**
 * One survey prompt on a phone: up to three answers, private; "Save answers" sends them (and
 * may be pressed again to change them until the survey closes).
 */
export function PromptAnswerCard({ prompt, position, saved, busy, onSave }: PromptAnswerCardProps) {
  const id = useId();
  const [drafts, setDrafts] = useState(() => draftsOf(saved));
  const answers = cleanAnswers(drafts);
  const isSaved = saved.length > 0 && sameAnswers(answers, saved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answers.length === 0 || isSaved) return;
    void onSave(answers).then((ok) => {
      if (ok) setDrafts(draftsOf(answers));
    });
  };
  return (
    <Card as="article" aria-labelledby={`${id}-prompt`} className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        Question {position.index + 1} of {position.total}
      </p>
      <h2 id={`${id}-prompt`} className="text-xl font-bold break-words">
        {prompt.text}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-2">
        {drafts.map((draft, index) => (
          <div key={index} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${index}`} className="text-sm font-semibold">
              Answer {index + 1}
              {index > 0 ? <span className="font-normal"> (optional)</span> : null}
            </label>
            <input
              id={`${id}-${index}`}
              type="text"
              value={draft}
              maxLength={SURVEY_ANSWER_LENGTH}
              autoComplete="off"
              autoCorrect="off"
              enterKeyHint={index === SURVEY_ANSWERS_PER_PROMPT - 1 ? 'send' : 'next'}
              onChange={(event) =>
                setDrafts((all) =>
                  all.map((text, at) => (at === index ? event.target.value : text)),
                )
              }
              className="min-h-12 w-full min-w-0 rounded-xl border-2 border-slate-300 bg-white px-3 text-lg text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
            />
          </div>
        ))}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy || answers.length === 0 || isSaved}>
            {saved.length > 0 && !isSaved ? 'Save changes' : 'Save answers'}
          </Button>
          <p
            role="status"
            className={cx(
              'text-sm font-semibold',
              isSaved
                ? 'text-emerald-700 dark:text-emerald-300'
                : 'text-slate-600 dark:text-slate-300',
            )}
          >
            {isSaved ? 'Saved: only you can see them' : ''}
          </p>
        </div>
      </form>
    </Card>
  );
}
