import { defineProject } from 'vitest/config';

// Browser tests: one built app, one server and one OpenID provider for the whole run
// (support/global-setup.ts); files run one after another, each with its own browser.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'screenshots/**'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});
