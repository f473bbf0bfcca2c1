import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { clampTurnSeconds, isValidTurnSeconds, SURVEY_GAME_TYPE_ID } from '@trivia/game';
import type { SealedTopicDto } from '@trivia/protocol';
import { Button, Card, Message, Page, PageTitle, Spinner } from '../../ui';
import { LOAD_TOPICS_FAILED } from '../../topics/catalog-queries';
import { openTopic, useOfflineTopics } from '../../offline-pack/offline-pack-query';
import { LoadError } from '../../ui/load-error';
import { useOfflineGame } from '../store/offline-game-store';
import { loadSessionTimePerTurn } from '../store/offline-storage';
import { TopicCard } from '../topics/topic-card';
import { TopicSources } from '../../topics/topic-sources';
import { TurnTimeSlider } from '../../game-settings/turn-time-slider';

/** /topics: pick the time per turn and a topic; the choice goes to session storage. */
export function TopicsPage() {
  const { state, dispatch } = useOfflineGame();
  const navigate = useNavigate();
  const topics = useOfflineTopics(state.gameType?.id ?? null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  // The time chosen last (relaxed too) comes back, not clamped to 10 s.
  const [seconds, setSeconds] = useState(() => {
    const chosen = loadSessionTimePerTurn() ?? state.timePerTurn;
    return isValidTurnSeconds(chosen) ? chosen : clampTurnSeconds(chosen);
  });

  if (state.phase === 'play') return <Navigate to="/play" replace />;
  if (state.phase === 'results') return <Navigate to="/results" replace />;
  if (!state.gameType) return <Navigate to="/" replace />;
  // OFF-13: Survey Says has no topics to choose: its board comes from a survey.
  if (state.gameType.id === SURVEY_GAME_TYPE_ID) return <Navigate to="/survey" replace />;

  const backToGameTypes = () => {
    dispatch({ type: 'reset' });
    void navigate('/');
  };
  // The topic's answers are unsealed only now, when it is played (VIEW-7).
  const start = (sealed: SealedTopicDto) => {
    const topic = topics.data ? openTopic(topics.data.key, sealed) : null;
    if (!topic) {
      setUnreadable(sealed.title);
      return;
    }
    if (dispatch({ type: 'selectTopic', topic, timePerTurn: seconds })) void navigate('/setup');
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
        <LoadError title="Error Loading Topics" message={LOAD_TOPICS_FAILED}>
          <Button onClick={() => void topics.refetch()}>Try Again</Button>
          {backButton}
        </LoadError>
      ) : null}
      {topics.data ? (
        <div className="flex flex-col gap-5">
          <Card>
            <TurnTimeSlider value={seconds} onChange={setSeconds} />
          </Card>
          {unreadable ? (
            <Message tone="error">
              {`"${unreadable}" could not be opened on this device. Choose another topic.`}
            </Message>
          ) : null}
          <TopicSources
            library={topics.data.topics}
            mine={topics.data.mine}
            renderTopic={(topic) => <TopicCard topic={topic} onStart={start} />}
          />
        </div>
      ) : null}
      {topics.isError ? null : <div className="mt-8 flex justify-center">{backButton}</div>}
    </Page>
  );
}
