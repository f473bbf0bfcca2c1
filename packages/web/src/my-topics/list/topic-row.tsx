import { countOf } from '@trivia/game';
import { useId } from 'react';
import type { MyTopicDto } from '@trivia/protocol';
import { Button, ButtonLink } from '../../ui';
import { categoryName } from '../ui/category-name';

export interface TopicRowProps {
  topic: MyTopicDto;
  busy: boolean;
  onDuplicate: (topic: MyTopicDto) => void;
  onDelete: (topic: MyTopicDto) => void;
}

/** One of the user's topics: title, category, its top answer, and what can be done with it. */
export function TopicRow({ topic, busy, onDuplicate, onDelete }: TopicRowProps) {
  const titleId = useId();
  const aliasCount = topic.answers.reduce((n, answer) => n + (answer.aliases?.length ?? 0), 0);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-md dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="self-start rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
        {categoryName(topic.category)}
      </span>
      <h2 id={titleId} className="text-lg font-bold leading-snug break-words">
        {topic.title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        #1 {topic.answers[0]?.text} · {countOf(aliasCount, 'alias', 'aliases')}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <ButtonLink
          to={`/my-topics/${encodeURIComponent(topic.id)}/edit`}
          variant="secondary"
          aria-describedby={titleId}
        >
          Edit
        </ButtonLink>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => onDuplicate(topic)}
          aria-describedby={titleId}
        >
          Duplicate
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => onDelete(topic)}
          aria-describedby={titleId}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
