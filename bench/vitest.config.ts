import { defineProject } from 'vitest/config';

// Only the pure parts of the bench are tested here; the benchmark itself runs with `npm run bench`.
export default defineProject({
  test: { name: 'bench', include: ['src/**/*.test.ts'] },
});
