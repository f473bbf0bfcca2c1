import { fileURLToPath } from 'node:url';

/**
 * packages/server, as an absolute path. This module sits one folder below it both as a
 * source file (src/server-root.ts) and once bundled (dist/main.js), so the same relative
 * URL holds for `tsx`, Vitest and the compiled server (decision 0005).
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
