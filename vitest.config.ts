import { defineConfig } from 'vitest/config';

// One test command for the whole monorepo: each workspace is a Vitest project.
export default defineConfig({
  test: {
    projects: ['packages/*', 'e2e'],
  },
});
