import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink, Card, Page, PageTitle } from '../../ui';

/** Any route that the route table does not hold (yet). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Page not found · Trivia Games';
  }, []);
  return (
    <Page width="narrow">
      <PageTitle subtitle="This page does not exist, or it has moved.">Page not found</PageTitle>
      <Card className="flex flex-col items-center gap-4 text-center">
        <p className="text-slate-700 dark:text-slate-300">
          Nothing lives at <code className="break-all font-mono">{pathname}</code>.
        </p>
        <ButtonLink to="/" size="lg">
          Go to Home
        </ButtonLink>
      </Card>
    </Page>
  );
}
