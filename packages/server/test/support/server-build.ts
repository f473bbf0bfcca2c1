import { ensureServerBuild } from '../../scripts/build';

/** Vitest global setup: the tests that spawn the server run the compiled one (dist/main.js). */
export default async function setup(): Promise<void> {
  await ensureServerBuild();
}
