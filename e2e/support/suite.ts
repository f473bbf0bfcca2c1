import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, type ContextOptions } from './browser';

export interface E2E {
  /** The app's origin (the real server serving the built app). */
  readonly baseURL: string;
  /** The local OpenID provider's issuer URL. */
  readonly issuer: string;
  /** The suite's Chromium (one per file). */
  readonly browser: Browser;
  /** A fresh profile (no cookies or storage), phone-sized unless `device: 'desktop'`. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A page in a fresh profile; closed after each test. */
  newPage(options?: ContextOptions): Promise<Page>;
}

/**
 * A describe() for browser tests: one Chromium per file, contexts closed after each test.
 * Skipped (with the reason) when the global setup found no Chromium.
 */
export function e2eSuite(name: string, body: (e2e: E2E) => void): void {
  const skipReason = inject('skipReason');
  const baseURL = inject('baseURL');
  const issuer = inject('issuer');
  const title = skipReason ? `${name} (skipped: ${skipReason})` : name;

  describe.skipIf(Boolean(skipReason))(title, () => {
    let browser: Browser | undefined;
    let contexts: BrowserContext[] = [];

    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterEach(async () => {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      contexts = [];
    });
    afterAll(async () => {
      await browser?.close();
    });

    const e2e: E2E = {
      baseURL,
      issuer,
      get browser() {
        if (!browser) throw new Error('The browser is not launched yet (use it inside a test).');
        return browser;
      },
      async newContext(options) {
        const context = await newContext(e2e.browser, baseURL, options);
        contexts.push(context);
        return context;
      },
      async newPage(options) {
        const context = await e2e.newContext(options);
        return context.newPage();
      },
    };
    body(e2e);
  });
}
