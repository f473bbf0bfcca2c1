import { useMemo, useState } from 'react';
import { Page, PageTitle, Spinner } from '../../../ui';
import { BackButton } from '../back-button';
import { CatalogError } from '../catalog-error';
import { usePartyOutlet } from '../party-context';
import { LOADING_LABELS } from '../party-screens';
import { usePartyCommand } from '../use-party-command';
import { WaitingCard } from '../waiting-card';
import { SurprisePanel, type DifficultyChoice } from './surprise-panel';
import { TopicPicker } from './topic-picker';
import { useMyTopicSummaries } from './my-topic-summaries-query';
import { useTopicSummaries } from './topic-summaries-query';
import { tooCloseTopicIds } from './too-close';
import { Card } from '../../../ui';
import { RuleSetPicker } from '../../../game-settings/rule-set-picker';
import { withRuleSet } from '../../feud/feud-commands';
import { feudFields } from '../../feud/feud-view';
import type { RuleSet } from '../../feud/feud-types';
import { SURVEY_GAME_TYPE_ID } from '@trivia/game';
import { SurveyTopics } from '../../survey/survey-topics';
import { gameTypeName } from '../../survey/game-type-name';

/**
 * Topic selection: the host picks a topic of the chosen game type (Survey Says: runs a survey
 * and picks one of its boards); others wait.
 */
export function TopicsScreen() {
  const { isHost, view } = usePartyOutlet();
  const survey = view.party.gameType?.id === SURVEY_GAME_TYPE_ID;
  return (
    <Page width="wide">
      <PageTitle subtitle={view.party.gameType ? gameTypeName(view.party.gameType) : undefined}>
        {survey ? 'Choose a Board' : 'Choose a Topic'}
      </PageTitle>
      {!isHost ? (
        <WaitingCard message="Host is choosing a topic..." />
      ) : survey ? (
        <SurveyTopics />
      ) : (
        <HostTopics />
      )}
      <BackButton to="select">Back to Game Selection</BackButton>
    </Page>
  );
}

function HostTopics() {
  const { code, view } = usePartyOutlet();
  const topics = useTopicSummaries(view.party.gameType?.id ?? null);
  const mine = useMyTopicSummaries(view.party.gameType?.id ?? null);
  const { busy, run } = usePartyCommand();
  const [difficulty, setDifficulty] = useState<DifficultyChoice>('');
  // FEUD-1: a quick start skips setup, so the rules are chosen here (the party's by default).
  const [ruleSet, setRuleSet] = useState<RuleSet>(feudFields(view.party).ruleSet);
  const library = useMemo(
    () =>
      difficulty === ''
        ? (topics.data ?? [])
        : (topics.data ?? []).filter((topic) => topic.difficulty === difficulty),
    [topics.data, difficulty],
  );
  const played = view.party.playedTopicIds;
  const tooClose = useMemo(
    () => tooCloseTopicIds(topics.data ?? [], played ?? []),
    [topics.data, played],
  );
  if (topics.isPending || mine.isPending) return <Spinner label={LOADING_LABELS.topics} />;
  if (topics.isError) {
    return <CatalogError message={topics.error.message} onRetry={() => void topics.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-5">
      <Card>
        <RuleSetPicker value={ruleSet} onChange={setRuleSet} disabled={busy} />
      </Card>
      <SurprisePanel
        difficulty={difficulty}
        onDifficulty={setDifficulty}
        disabled={busy}
        onSurprise={() =>
          void run(
            'quickStart',
            withRuleSet(
              {
                code,
                pick: { kind: 'surprise', difficulty: difficulty === '' ? null : difficulty },
              },
              ruleSet,
              feudFields(view.party).ruleSet,
            ),
          )
        }
      />
      <TopicPicker
        topics={library}
        mine={mine.data ?? []}
        disabled={busy}
        tooClose={tooClose}
        onChoose={(topic) => void run('chooseTopic', { code, topicId: topic.id })}
        onPlay={(topic) =>
          void run(
            'quickStart',
            withRuleSet(
              { code, pick: { kind: 'topic', topicId: topic.id } },
              ruleSet,
              feudFields(view.party).ruleSet,
            ),
          )
        }
      />
    </div>
  );
}
