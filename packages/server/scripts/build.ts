/**
 * Compiles the server to JavaScript (decision 0005): one ES module per entry point in
 * packages/server/dist, with source maps. The workspace packages (@trivia/game, protocol,
 * content and its data files) are TypeScript sources, so they are bundled in; every npm
 * dependency stays an import of node_modules, as installed. Plain `node` runs the result.
 *
 *   node scripts/build.ts      (from packages/server; `npm run build -w @trivia/server`)
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
export const SERVER_DIST = path.join(serverDir, 'dist');

/**
 * What `npm start` and `npm run content` run once built, and the party engine's batch
 * writer thread (parties/store/write-behind/batch-writer.ts finds it beside the bundle that starts it).
 */
const ENTRY_POINTS = {
  main: 'src/main.ts',
  'content-cli': 'src/cli/content-cli.ts',
  'batch-writer-worker': 'src/parties/store/write-behind/batch-writer-worker.ts',
};

/** Bare imports stay external, except the workspace's own TypeScript packages. */
const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@trivia/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer(): Promise<void> {
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await build({
    absWorkingDir: serverDir,
    entryPoints: ENTRY_POINTS,
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    // Stack traces name the original files (node --enable-source-maps) and functions.
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalDependencies],
  });
}

/** What the build reads: the server and the workspace packages it bundles. */
const INPUTS = [
  'src',
  'scripts/build.ts',
  'package.json',
  '../game/src',
  '../protocol/src',
  '../content/src',
  '../content/data',
].map((input) => path.join(serverDir, input));

function newestMtime(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file))
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** Builds unless dist/main.js is newer than every input (tests call it before starting the server). */
export async function ensureServerBuild(): Promise<void> {
  const built = path.join(SERVER_DIST, 'main.js');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (INPUTS.some((input) => newestMtime(input) > builtAt)) await buildServer();
}

if (import.meta.main) await buildServer();
