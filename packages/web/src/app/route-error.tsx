import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, Card, Page, PageTitle } from '../ui';

/** Shown when a screen fails to load (e.g. a chunk fetch on flaky Wi-Fi) or throws. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be loaded. Check your connection and try again.';
  return (
    <Page width="narrow">
      <PageTitle subtitle={detail}>Something went wrong</PageTitle>
      <Card className="flex flex-col gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <a
          href="/"
          className="text-center font-semibold text-brand-700 underline dark:text-brand-300"
        >
          Go to Home
        </a>
      </Card>
    </Page>
  );
}
