import { useId } from 'react';
import type { TopicSummary } from '@trivia/protocol';
import { Button } from '../../ui';
import { sourceHost } from '../../topics/topic-list';
import { categoryName } from '../../topics/category-name';

/** What a card shows: a topic's summary (its answers, sealed or not, are not shown). */
export interface TopicCardProps<T extends TopicSummary> {
  topic: T;
  onStart: (topic: T) => void;
}

/** /topics: the title, a "Top 5 List" badge, the source host and "Start Game". */
export function TopicCard<T extends TopicSummary>({ topic, onStart }: TopicCardProps<T>) {
  const titleId = useId();
  const host = sourceHost(topic.sourceUrl);
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-md dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
          Top 5 List
        </span>
        {topic.category ? (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {categoryName(topic.category)}
          </span>
        ) : null}
      </div>
      <h3 id={titleId} className="text-lg font-bold leading-snug">
        {topic.title}
      </h3>
      {host ? <p className="text-sm text-slate-600 dark:text-slate-300">Source: {host}</p> : null}
      <Button className="mt-auto w-full" aria-describedby={titleId} onClick={() => onStart(topic)}>
        Start Game
      </Button>
    </article>
  );
}
