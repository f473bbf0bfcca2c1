import { ButtonLink, Card } from '../../ui';

/** No topics yet: what a topic is, and the two ways to get one. */
export function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <h2 className="text-xl font-bold">No topics of your own yet</h2>
      <p className="max-w-prose text-slate-700 dark:text-slate-200">
        A topic is a question with five ranked answers, like “Our family&apos;s favourite board
        games” with the five games in order. Teams take turns guessing them; the top answer earns 5
        points, the fifth 1. Add other ways to say an answer as aliases, then play your topics
        online or offline.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/my-topics/new">New Topic</ButtonLink>
        <ButtonLink to="/my-topics/import" variant="secondary">
          Import
        </ButtonLink>
      </div>
    </Card>
  );
}
