import { useId, useState, type FormEvent } from 'react';
import { OFFLINE_SURVEY_ANSWER_LENGTH, OFFLINE_SURVEY_ANSWERS } from '@trivia/game';
import { Button, Card } from '../../ui';

export interface SurveyAnswerFormProps {
  person: number;
  of: number;
  prompt: string;
  /** Hands the answers on; false when they were refused (the message is shown as a toast). */
  onDone: (answers: string[]) => boolean;
}

const fieldClasses =
  'min-h-12 w-full rounded-xl border-2 border-slate-300 bg-white px-3 text-lg text-slate-900 ' +
  'focus:border-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/**
 * OFF-13: one person's answers to the prompt, up to three, then Done. The form is made anew
 * for each person (keyed by the page), so it never holds the last person's words, and the
 * browser is asked not to suggest what was typed before.
 */
export function SurveyAnswerForm({ person, of, prompt, onDone }: SurveyAnswerFormProps) {
  const [answers, setAnswers] = useState<string[]>(() =>
    Array.from({ length: OFFLINE_SURVEY_ANSWERS }, () => ''),
  );
  const baseId = useId();
  const titleId = `${baseId}-prompt`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onDone(answers)) setAnswers(answers.map(() => ''));
  };
  return (
    <Card>
      <form aria-labelledby={titleId} onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
          Person {person} of {of} · up to {OFFLINE_SURVEY_ANSWERS} answers
        </p>
        <h2 id={titleId} className="text-2xl font-extrabold leading-snug sm:text-3xl">
          {prompt}
        </h2>
        {answers.map((value, index) => {
          const id = `${baseId}-${index}`;
          return (
            <div key={id}>
              <label htmlFor={id} className="mb-1 block text-sm font-semibold">
                Answer {index + 1}
              </label>
              <input
                id={id}
                type="text"
                value={value}
                maxLength={OFFLINE_SURVEY_ANSWER_LENGTH}
                autoComplete="off"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint={index < answers.length - 1 ? 'next' : 'done'}
                autoFocus={index === 0}
                onChange={(event) =>
                  setAnswers(answers.map((old, i) => (i === index ? event.target.value : old)))
                }
                className={fieldClasses}
              />
            </div>
          );
        })}
        <Button
          type="submit"
          size="lg"
          variant="success"
          disabled={answers.every((a) => a.trim() === '')}
        >
          Done
        </Button>
      </form>
    </Card>
  );
}
