import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Message, Page, PageTitle, Spinner } from '../../ui';
import { useToast } from '../../ui/toast';
import { gameTypesQuery, topicGameTypes } from '../../topics/catalog-queries';
import { useMyTopics, useSaveTopic } from '../api/my-topics-queries';
import { blankDraft, draftFromTopic, draftToInput } from './topic-draft';
import { TopicForm } from './topic-form';

/** /my-topics/new and /my-topics/:id/edit: write or change one of the user's topics. */
export function TopicEditorPage() {
  const { id = null } = useParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const topics = useMyTopics();
  const gameTypes = useQuery({ ...gameTypesQuery, select: topicGameTypes });
  const save = useSaveTopic();
  const title = id === null ? 'New Topic' : 'Edit Topic';

  if (topics.isPending || gameTypes.isPending) return <Spinner label="Loading your topics..." />;
  if (topics.isError || gameTypes.isError) {
    return (
      <Page width="narrow">
        <Message tone="error">Your topics could not be loaded. Please try again.</Message>
      </Page>
    );
  }
  const topic = id === null ? null : topics.data.find((t) => t.id === id);
  if (topic === undefined) {
    return (
      <Page width="narrow">
        <PageTitle>{title}</PageTitle>
        <Message tone="error">Topic not found</Message>
      </Page>
    );
  }
  const initial = topic ? draftFromTopic(topic) : blankDraft(gameTypes.data[0]?.id ?? 'top5-blitz');
  return (
    <Page>
      <PageTitle subtitle="A title and its top 5 answers, best first">{title}</PageTitle>
      <TopicForm
        initial={initial}
        gameTypes={gameTypes.data}
        saving={save.isPending}
        saveError={save.error?.message ?? null}
        onCancel={() => void navigate('/my-topics')}
        onSave={(draft) =>
          save.mutate(
            { id, input: draftToInput(draft) },
            {
              onSuccess: () => {
                showToast('Topic saved', 'success');
                void navigate('/my-topics');
              },
            },
          )
        }
      />
    </Page>
  );
}
