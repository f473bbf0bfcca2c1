import type { BrowserContext, Page } from 'playwright-core';

/** What went wrong in the pages of a context: console errors, uncaught errors, CSP refusals. */
export interface ConsoleWatch {
  /** Every problem seen so far, as "<page path>: <kind>: <text>". */
  readonly problems: readonly string[];
  /** Throws, listing them, if any problem was seen. */
  expectClean(): void;
}

/**
 * A browser test fails on any console error or Content-Security-Policy violation.
 * Watches every page of `context` (those open now and those opened later): console.error
 * messages (Chromium logs CSP refusals and failed loads there too), uncaught exceptions, and
 * `securitypolicyviolation` events, which an init script reports even when the browser
 * would not log them.
 */
export async function watchConsole(context: BrowserContext): Promise<ConsoleWatch> {
  const problems: string[] = [];
  const where = (page: Page) => {
    try {
      return new URL(page.url()).pathname;
    } catch {
      return page.url();
    }
  };
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    problems.push(`${where(page)}: CSP violation: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`);
    });
  });
  const attach = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error')
        problems.push(`${where(page)}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${where(page)}: uncaught: ${error.message}`));
  };
  context.pages().forEach(attach);
  context.on('page', attach);
  return {
    problems,
    expectClean() {
      if (problems.length > 0) {
        throw new Error(`The pages logged ${problems.length} problem(s):\n${problems.join('\n')}`);
      }
    },
  };
}
