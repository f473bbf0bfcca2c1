import { countOf } from '@trivia/game';
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card } from '../ui';
import { CategoryTiles } from './category-tiles';
import { TopicFilters } from './topic-filters';
import {
  filterTopics,
  topicCategories,
  TOPIC_NOUN,
  traitFilters,
  type ListNoun,
  type TopicFilter,
  type TopicListItem,
} from './topic-list';

/** How many topic cards show at first and per "Show more": a phone screen stays scrollable. */
const PAGE_SIZE = 24;

export interface TopicBrowserProps<T extends TopicListItem> {
  topics: readonly T[];
  /** The card of one topic: offline starts a game, online the host picks the party's topic. */
  renderTopic: (topic: T) => ReactNode;
  /**
   * Categories and search first: until a search or a category is chosen, category tiles
   * stand where the list would (the online topic choice of a large library).
   */
  browseFirst?: boolean;
  /** Offer a difficulty filter when the topics carry one (off where the page has its own). */
  difficultyFilter?: boolean;
  /** What the list holds (topics unless told). */
  noun?: ListNoun;
  /** The search box's example words. */
  placeholder?: string;
}

/**
 * The topic lists (offline /topics and the online topic selection): search, category
 * filter and a paged grid, or "No topics available for this game type".
 */
export function TopicBrowser<T extends TopicListItem>({
  topics,
  renderTopic,
  browseFirst = false,
  difficultyFilter = true,
  noun = TOPIC_NOUN,
  placeholder,
}: TopicBrowserProps<T>) {
  const [filter, setFilter] = useState<TopicFilter>({ query: '', category: '' });
  const [shown, setShown] = useState(PAGE_SIZE);
  const categories = useMemo(() => topicCategories(topics), [topics]);
  const matching = useMemo(() => filterTopics(topics, filter), [topics, filter]);
  const traits = useMemo(() => {
    const carried = traitFilters(topics);
    return { ...carried, difficulty: difficultyFilter && carried.difficulty };
  }, [topics, difficultyFilter]);
  const { difficulty, familyOnly } = filter;
  const counts = useMemo(() => {
    // The tiles count the topics the difficulty and "Family-friendly only" keep.
    const kept = filterTopics(topics, { query: '', category: '', difficulty, familyOnly });
    return categories
      .map((category) => ({
        category,
        count: kept.filter((topic) => topic.category === category).length,
      }))
      .filter(({ count }) => count > 0);
  }, [categories, topics, difficulty, familyOnly]);
  const browsing = browseFirst && filter.query.trim() === '' && filter.category === '';

  if (topics.length === 0) {
    return (
      <Card className="text-center">
        <p className="text-lg font-semibold">No topics available for this game type</p>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <TopicFilters
        filter={filter}
        categories={categories}
        traits={traits}
        noun={noun}
        {...(placeholder === undefined ? {} : { placeholder })}
        onChange={(next) => {
          setFilter(next);
          setShown(PAGE_SIZE);
        }}
      />
      {browsing ? (
        <CategoryTiles
          counts={counts}
          noun={noun}
          onPick={(category) => {
            setFilter({ ...filter, category });
            setShown(PAGE_SIZE);
          }}
        />
      ) : null}
      <p
        className={browsing ? 'sr-only' : 'text-sm font-medium text-slate-700 dark:text-slate-200'}
        aria-live="polite"
      >
        {matching.length === 0
          ? `No ${noun.many} match your search.`
          : `Showing ${Math.min(shown, matching.length)} of ${countOf(matching.length, noun.one, noun.many)}`}
      </p>
      {browsing ? null : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {matching.slice(0, shown).map((topic) => (
            <li key={topic.id}>{renderTopic(topic)}</li>
          ))}
        </ul>
      )}
      {!browsing && matching.length > shown ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            Show more {noun.many}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
