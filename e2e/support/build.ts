import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WEB_DIR, WEB_DIST } from './paths';

// What the built app depends on: its sources and the shared packages it bundles.
const INPUTS = [
  `${WEB_DIR}src`,
  `${WEB_DIR}public`,
  `${WEB_DIR}index.html`,
  `${WEB_DIR}vite.config.ts`,
  `${WEB_DIR}vite-plugins`,
  `${ROOT}packages/game/src`,
  `${ROOT}packages/protocol/src`,
  `${ROOT}packages/content/src`,
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when packages/web/dist is older than any input (or missing). */
export function isWebBuildStale(): boolean {
  const built = `${WEB_DIST}index.html`;
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return INPUTS.some((input) => newestMtime(input) > builtAt);
}

/** Builds the web app once (`npm run build -w @trivia/web`) unless dist is fresh. */
export function ensureWebBuild(): void {
  if (process.env.E2E_SKIP_BUILD === '1' || !isWebBuildStale()) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@trivia/web'], {
    cwd: ROOT,
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`The web build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
