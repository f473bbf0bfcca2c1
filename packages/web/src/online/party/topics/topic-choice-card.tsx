import { useId } from 'react';
import type { TopicSummary } from '@trivia/protocol';
import { Button } from '../../../ui';
import { categoryName } from '../../../topics/category-name';

export interface TopicChoiceCardProps {
  topic: TopicSummary;
  disabled: boolean;
  /** "Choose Topic": team setup and settings first. */
  onChoose: (topic: TopicSummary) => void;
  /** SETUP-6 "Play": the game begins at once (absent: only "Choose Topic"). */
  onPlay?: (topic: TopicSummary) => void;
  /** ROUND-8: not offered, with this short reason (a twin of a topic played tonight). */
  unofferedReason?: string | undefined;
}

/** A topic the host can pick: its title and category only (the host plays too). */
export function TopicChoiceCard({
  topic,
  disabled,
  onChoose,
  onPlay,
  unofferedReason,
}: TopicChoiceCardProps) {
  const titleId = useId();
  const reasonId = useId();
  const off = disabled || unofferedReason !== undefined;
  const describedBy = unofferedReason === undefined ? titleId : `${titleId} ${reasonId}`;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-md dark:border-slate-700 dark:bg-slate-900">
      {topic.category ? (
        <span className="self-start rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
          {categoryName(topic.category)}
        </span>
      ) : null}
      <h3 id={titleId} className="text-lg leading-snug font-bold">
        {topic.title}
      </h3>
      {unofferedReason === undefined ? null : (
        <p id={reasonId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {unofferedReason}
        </p>
      )}
      <div className="mt-auto flex gap-2">
        {onPlay ? (
          <Button
            className="flex-1"
            aria-describedby={describedBy}
            disabled={off}
            onClick={() => onPlay(topic)}
          >
            Play
          </Button>
        ) : null}
        <Button
          className="flex-1"
          variant={onPlay ? 'secondary' : 'primary'}
          aria-describedby={describedBy}
          disabled={off}
          onClick={() => onChoose(topic)}
        >
          Choose Topic
        </Button>
      </div>
    </article>
  );
}
