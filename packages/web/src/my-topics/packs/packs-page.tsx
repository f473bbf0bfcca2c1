import { useState } from 'react';
import type { PackDto } from '@trivia/protocol';
import { Button, ButtonLink, Message, Page, PageTitle, Spinner } from '../../ui';
import { useToast } from '../../ui/toast';
import { ModalDialog } from '../../ui';
import { useMyTopics } from '../api/my-topics-queries';
import { usePackAction, usePacks } from '../api/packs-queries';
import { PackCard } from './pack-card';
import { PackForm } from './pack-form';

/** /my-topics/packs: group topics into packs and share a pack by link or QR code. */
export function PacksPage() {
  const topics = useMyTopics();
  const packs = usePacks();
  const action = usePackAction();
  const { showToast } = useToast();
  const [deleting, setDeleting] = useState<PackDto | null>(null);
  const onError = (error: Error) => showToast(error.message, 'error');

  if (topics.isPending || packs.isPending) return <Spinner label="Loading your packs..." />;
  if (topics.isError || packs.isError) {
    return (
      <Page width="narrow">
        <Message tone="error">Your packs could not be loaded. Please try again.</Message>
      </Page>
    );
  }
  return (
    <Page>
      <PageTitle subtitle="Share a group of your topics with a link: others see the titles and can copy them">
        Packs
      </PageTitle>
      <div className="flex flex-col gap-5">
        {topics.data.length === 0 ? (
          <Message tone="info">Write or import a topic first: a pack groups your topics.</Message>
        ) : (
          <PackForm
            topics={topics.data}
            busy={action.isPending}
            onCreate={(input) => action.mutate({ kind: 'create', input }, { onError })}
          />
        )}
        {packs.data.length === 0 ? <p className="text-center">You have no packs yet.</p> : null}
        <ul className="flex flex-col gap-4">
          {packs.data.map((pack) => (
            <li key={pack.id}>
              <PackCard
                pack={pack}
                topics={topics.data}
                busy={action.isPending}
                onShare={() => action.mutate({ kind: 'share', id: pack.id }, { onError })}
                onRevoke={() => action.mutate({ kind: 'revoke', id: pack.id }, { onError })}
                onDelete={() => setDeleting(pack)}
              />
            </li>
          ))}
        </ul>
        <ButtonLink to="/my-topics" variant="secondary" className="self-center">
          Back to My Topics
        </ButtonLink>
      </div>
      {deleting ? (
        <ModalDialog
          title="Delete this pack?"
          onDismiss={() => setDeleting(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Keep It
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  action.mutate({ kind: 'delete', id: deleting.id }, { onError });
                  setDeleting(null);
                }}
              >
                Delete Pack
              </Button>
            </>
          }
        >
          {`"${deleting.name}" and its share link go; your topics stay.`}
        </ModalDialog>
      ) : null}
    </Page>
  );
}
