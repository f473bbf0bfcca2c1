import * as Tabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import { ButtonLink, Card, cx } from '../ui';
import { TopicBrowser } from './topic-browser';
import type { TopicListItem } from './topic-list';

export interface TopicSourcesProps<T extends TopicListItem> {
  library: readonly T[];
  /** The user's own topics (My Topics) of this game type. */
  mine: readonly T[];
  renderTopic: (topic: T) => ReactNode;
  /** The library tab shows categories and search before any topic (TopicBrowser). */
  browseFirst?: boolean;
  /** The library tab offers a difficulty filter (off where the page has its own). */
  difficultyFilter?: boolean;
}

type Source = 'library' | 'mine';
const SOURCES: ReadonlyArray<{ id: Source; label: string }> = [
  { id: 'library', label: 'Library' },
  { id: 'mine', label: 'My Topics' },
];

/**
 * The library and "My Topics" side by side as two tabs (offline /topics and the online topic
 * selection), each with the same search and category filter: Radix UI tabs (arrow keys move
 * between them, docs/decisions/0008).
 */
export function TopicSources<T extends TopicListItem>({
  library,
  mine,
  renderTopic,
  browseFirst = false,
  difficultyFilter = true,
}: TopicSourcesProps<T>) {
  const [source, setSource] = useState<Source>('library');
  return (
    <Tabs.Root
      value={source}
      onValueChange={(value) => setSource(value === 'mine' ? 'mine' : 'library')}
      className="flex flex-col gap-4"
    >
      <Tabs.List aria-label="Topic source" className="flex gap-2">
        {SOURCES.map(({ id, label }) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className={cx(
              'min-h-11 rounded-xl px-4 font-semibold',
              source === id
                ? 'bg-brand-600 text-white'
                : 'border border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            {id === 'mine' ? `${label} (${mine.length})` : label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="library">
        <TopicBrowser
          key="library"
          topics={library}
          renderTopic={renderTopic}
          browseFirst={browseFirst}
          difficultyFilter={difficultyFilter}
        />
      </Tabs.Content>
      <Tabs.Content value="mine">
        {mine.length === 0 ? (
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
      </Tabs.Content>
    </Tabs.Root>
  );
}
