import { useId } from 'react';
import type { SurveyPromptSummary } from '@trivia/protocol';
import { Button } from '../../ui';

export interface PromptChoiceCardProps {
  prompt: SurveyPromptSummary;
  picked: boolean;
  /** The survey is full (5 prompts): only picked ones can be taken off. */
  full: boolean;
  onToggle: (prompt: SurveyPromptSummary) => void;
}

/** A library prompt the host can add to the survey (or take off again). */
export function PromptChoiceCard({ prompt, picked, full, onToggle }: PromptChoiceCardProps) {
  const textId = useId();
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-md dark:border-slate-700 dark:bg-slate-900">
      <span className="self-start rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
        {prompt.category}
      </span>
      <h3 id={textId} className="text-lg leading-snug font-bold">
        {prompt.text}
      </h3>
      <Button
        className="mt-auto"
        variant={picked ? 'secondary' : 'primary'}
        aria-describedby={textId}
        aria-pressed={picked}
        disabled={!picked && full}
        onClick={() => onToggle(prompt)}
      >
        {picked ? 'Added ✓' : 'Add to survey'}
      </Button>
    </article>
  );
}
