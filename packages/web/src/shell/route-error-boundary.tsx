import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Card, Page, PageTitle } from '../ui';

interface Props {
  children: ReactNode;
  /** A new value (the path) clears the error. */
  resetKey: string;
}

interface State {
  failed: boolean;
}

/**
 * Catches a screen that throws or whose code cannot be fetched (flaky Wi-Fi before the
 * service worker has the chunk). Navigating elsewhere (a new resetKey) clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Page width="narrow">
        <PageTitle subtitle="The page could not be loaded. Check your connection and try again.">
          Something went wrong
        </PageTitle>
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
}
