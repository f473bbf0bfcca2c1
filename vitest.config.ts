import { defineConfig } from 'vitest/config';

// One test command for the whole monorepo: each workspace is a Vitest project, and `test/`
// holds the checks of the repository itself (e.g. the purity lint rule).
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'e2e',
      'bench',
      { test: { name: 'repo', include: ['test/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
