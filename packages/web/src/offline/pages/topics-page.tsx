import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { clampTurnSeconds } from '@trivia/game';
import type { Topic } from '@trivia/game';
import { Button, Card, Page, PageTitle, Spinner } from '../../ui';
import { useTopics } from '../api/offline-queries';
import { LoadError } from '../components/load-error';
import { useOfflineGame } from '../store/offline-game-store';
import { loadSessionTimePerTurn } from '../store/offline-storage';
import { TopicCard } from '../topics/topic-card';
import { TopicFilters } from '../topics/topic-filters';
import { filterTopics, topicCategories } from '../topics/topic-list';
import type { TopicFilter } from '../topics/topic-list';
import { TurnTimeSlider } from '../topics/turn-time-slider';

/** How many topic cards show at first and per "Show more": a phone screen stays scrollable. */
const PAGE_SIZE = 24;

/** SPEC §2 /topics: pick the time per turn and a topic; the choice goes to session storage. */
export function TopicsPage() {
  const { state, dispatch } = useOfflineGame();
  const navigate = useNavigate();
  const topics = useTopics(state.gameType?.id ?? null);
  const [seconds, setSeconds] = useState(() =>
    clampTurnSeconds(loadSessionTimePerTurn() ?? state.timePerTurn),
  );
  const [filter, setFilter] = useState<TopicFilter>({ query: '', category: '' });
  const [shown, setShown] = useState(PAGE_SIZE);

  const categories = useMemo(() => topicCategories(topics.data ?? []), [topics.data]);
  const matching = useMemo(() => filterTopics(topics.data ?? [], filter), [topics.data, filter]);

  if (state.phase === 'play') return <Navigate to="/play" replace />;
  if (state.phase === 'results') return <Navigate to="/results" replace />;
  if (!state.gameType) return <Navigate to="/" replace />;

  const backToGameTypes = () => {
    dispatch({ type: 'reset' });
    void navigate('/');
  };
  const start = (topic: Topic) => {
    if (dispatch({ type: 'selectTopic', topic, timePerTurn: seconds })) void navigate('/setup');
  };
  const changeFilter = (next: TopicFilter) => {
    setFilter(next);
    setShown(PAGE_SIZE);
  };
  const backButton = (
    <Button variant="secondary" onClick={backToGameTypes}>
      Back to Game Types
    </Button>
  );

  return (
    <Page width="wide">
      <PageTitle subtitle={state.gameType.name}>Choose a Topic</PageTitle>
      {topics.isPending ? <Spinner label="Loading topics..." /> : null}
      {topics.isError ? (
        <LoadError title="Error Loading Topics" message={topics.error.message}>
          <Button onClick={() => void topics.refetch()}>Try Again</Button>
          {backButton}
        </LoadError>
      ) : null}
      {topics.data ? (
        <div className="flex flex-col gap-5">
          <Card>
            <TurnTimeSlider value={seconds} onChange={setSeconds} />
          </Card>
          {topics.data.length === 0 ? (
            <Card className="text-center">
              <p className="text-lg font-semibold">No topics available for this game type</p>
            </Card>
          ) : (
            <>
              <TopicFilters filter={filter} categories={categories} onChange={changeFilter} />
              <p
                className="text-sm font-medium text-slate-700 dark:text-slate-200"
                aria-live="polite"
              >
                {matching.length === 0
                  ? 'No topics match your search.'
                  : `Showing ${Math.min(shown, matching.length)} of ${matching.length} topics`}
              </p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {matching.slice(0, shown).map((topic) => (
                  <li key={topic.id}>
                    <TopicCard topic={topic} onStart={start} />
                  </li>
                ))}
              </ul>
              {matching.length > shown ? (
                <div className="flex justify-center">
                  <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                    Show more topics
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      {topics.isError ? null : <div className="mt-8 flex justify-center">{backButton}</div>}
    </Page>
  );
}
