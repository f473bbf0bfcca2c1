import { countOf } from '@trivia/game';
import { useParams } from 'react-router';
import { Button, ButtonLink, Card, Message, Page, PageTitle, Spinner } from '../../ui';
import { categoryName } from '../ui/category-name';
import { useCopySharedPack, useSharedPack } from '../api/packs-queries';

/** /shared-pack/:token: a pack someone shared; its titles and "Add to My Topics". */
export function SharedPackPage() {
  const { token = '' } = useParams();
  const pack = useSharedPack(token);
  const copy = useCopySharedPack(token);

  if (pack.isPending) return <Spinner label="Opening the pack..." />;
  if (pack.isError) {
    return (
      <Page width="narrow">
        <PageTitle>Shared Pack</PageTitle>
        <Message tone="error">{pack.error.message}</Message>
      </Page>
    );
  }
  const { name, ownerName, mine, topics } = pack.data;
  return (
    <Page>
      <PageTitle subtitle={`Shared by ${ownerName}`}>{name}</PageTitle>
      <Card className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">{countOf(topics.length, 'topic', 'topics')}</h2>
        <ul aria-label="Topics in the pack" className="flex flex-col gap-1">
          {topics.map((topic, index) => (
            <li key={index}>
              <span className="font-semibold">{topic.title}</span>{' '}
              <span className="text-sm text-slate-600 dark:text-slate-300">
                ({categoryName(topic.category)})
              </span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The answers stay hidden until you add the pack to your topics.
        </p>
        {mine ? (
          <Message tone="info">This is your own pack.</Message>
        ) : copy.isSuccess ? (
          <Message tone="success">
            {`Added ${countOf(copy.data.added, 'topic', 'topics')} to My Topics.`}
          </Message>
        ) : (
          <Button onClick={() => copy.mutate()} disabled={copy.isPending} className="self-start">
            Add to My Topics
          </Button>
        )}
        {copy.error ? <Message tone="error">{copy.error.message}</Message> : null}
        <ButtonLink to="/my-topics" variant="secondary" className="self-start">
          Go to My Topics
        </ButtonLink>
      </Card>
    </Page>
  );
}
