import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ButtonLink, Card, cx } from '../../ui';
import { TopicBrowser } from './topic-browser';
import type { TopicListItem } from './topic-list';

export interface TopicSourcesProps<T extends TopicListItem> {
  library: readonly T[];
  /** The user's own topics (My Topics, issue 19) of this game type. */
  mine: readonly T[];
  renderTopic: (topic: T) => ReactNode;
}

type Source = 'library' | 'mine';
const SOURCES: ReadonlyArray<{ id: Source; label: string }> = [
  { id: 'library', label: 'Library' },
  { id: 'mine', label: 'My Topics' },
];

/**
 * The library and "My Topics" side by side as two tabs (offline /topics and the online topic
 * selection), each with the same search and category filter.
 */
export function TopicSources<T extends TopicListItem>({
  library,
  mine,
  renderTopic,
}: TopicSourcesProps<T>) {
  const [source, setSource] = useState<Source>('library');
  const baseId = useId();
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = source === 'library' ? 'mine' : 'library';
    setSource(next);
    document.getElementById(`${baseId}-${next}-tab`)?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label="Topic source" className="flex gap-2" onKeyDown={onKey}>
        {SOURCES.map(({ id, label }) => (
          <button
            key={id}
            id={`${baseId}-${id}-tab`}
            type="button"
            role="tab"
            aria-selected={source === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={source === id ? 0 : -1}
            onClick={() => setSource(id)}
            className={cx(
              'min-h-11 rounded-xl px-4 font-semibold',
              source === id
                ? 'bg-brand-600 text-white'
                : 'border border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            {id === 'mine' ? `${label} (${mine.length})` : label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${source}-tab`}>
        {source === 'library' ? (
          <TopicBrowser key="library" topics={library} renderTopic={renderTopic} />
        ) : mine.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 text-center">
            <p className="text-lg font-semibold">
              You have no topics of your own for this game yet
            </p>
            <ButtonLink to="/my-topics" variant="secondary">
              Write one in My Topics
            </ButtonLink>
          </Card>
        ) : (
          <TopicBrowser key="mine" topics={mine} renderTopic={renderTopic} />
        )}
      </div>
    </div>
  );
}
