import { countOf } from '@trivia/game';
import { useMemo, useState } from 'react';
import type { MyTopicDto } from '@trivia/protocol';
import { Button, ButtonLink, Message, Page, PageTitle, Spinner } from '../../ui';
import { useToast } from '../../ui/toast';
import { ModalDialog } from '../../ui';
import { TopicFilters } from '../../topics/topic-filters';
import { filterTopics, topicCategories, type TopicFilter } from '../../topics/topic-list';
import { useDeleteTopic, useDuplicateTopic, useMyTopics } from '../api/my-topics-queries';
import { EmptyState } from './empty-state';
import { ExportButtons } from './export-buttons';
import { TopicRow } from './topic-row';

/** /my-topics: the user's own topics with search, and what can be done with them. */
export function MyTopicsPage() {
  const topics = useMyTopics();
  const duplicate = useDuplicateTopic();
  const remove = useDeleteTopic();
  const { showToast } = useToast();
  const [filter, setFilter] = useState<TopicFilter>({ query: '', category: '' });
  const [deleting, setDeleting] = useState<MyTopicDto | null>(null);
  const list = useMemo(() => topics.data ?? [], [topics.data]);
  const matching = useMemo(() => filterTopics(list, filter), [list, filter]);
  const busy = duplicate.isPending || remove.isPending;
  const failed = (error: Error) => showToast(error.message, 'error');

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, title } = deleting;
    setDeleting(null);
    remove.mutate(id, {
      onSuccess: () => showToast(`Deleted "${title}"`, 'success'),
      onError: failed,
    });
  };

  return (
    <Page width="wide">
      <PageTitle subtitle="Write, import and share your own Top 5 topics">My Topics</PageTitle>
      <div className="mb-5 flex flex-wrap items-center gap-2">
        <ButtonLink to="/my-topics/new">New Topic</ButtonLink>
        <ButtonLink to="/my-topics/import" variant="secondary">
          Import
        </ButtonLink>
        {list.length > 0 ? <ExportButtons topics={list} /> : null}
        <ButtonLink to="/my-topics/packs" variant="secondary" className="sm:ml-auto">
          Packs
        </ButtonLink>
      </div>
      {topics.isPending ? <Spinner label="Loading your topics..." /> : null}
      {topics.isError ? (
        <Message tone="error">Your topics could not be loaded. Please try again.</Message>
      ) : null}
      {topics.isSuccess && list.length === 0 ? <EmptyState /> : null}
      {list.length > 0 ? (
        <div className="flex flex-col gap-5">
          <TopicFilters filter={filter} categories={topicCategories(list)} onChange={setFilter} />
          <p className="text-sm font-medium" aria-live="polite">
            {matching.length === 0
              ? 'No topics match your search.'
              : `${matching.length} of ${countOf(list.length, 'topic', 'topics')}`}
          </p>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {matching.map((topic) => (
              <li key={topic.id}>
                <TopicRow
                  topic={topic}
                  busy={busy}
                  onDuplicate={(t) =>
                    duplicate.mutate(t.id, {
                      onSuccess: () => showToast(`Duplicated "${t.title}"`, 'success'),
                      onError: failed,
                    })
                  }
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {deleting ? (
        <ModalDialog
          title="Delete this topic?"
          onDismiss={() => setDeleting(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Keep It
              </Button>
              <Button variant="danger" onClick={confirmDelete}>
                Delete Topic
              </Button>
            </>
          }
        >
          {`"${deleting.title}" will be deleted, and removed from your packs. This cannot be undone.`}
        </ModalDialog>
      ) : null}
    </Page>
  );
}
