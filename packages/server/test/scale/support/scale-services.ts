import { randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';

const requireServices = process.env.REQUIRE_SERVICES === '1';

/** The PostgreSQL and Redis the scale-out suites need (TEST_DATABASE_URL, TEST_REDIS_URL). */
export const services = {
  postgresUrl: process.env.TEST_DATABASE_URL ?? '',
  redisUrl: process.env.TEST_REDIS_URL ?? '',
};

/**
 * A suite that needs real PostgreSQL and Redis: skipped without them, or failed with
 * REQUIRE_SERVICES=1 (CI), so a missing service never passes silently there.
 */
export function describeScaleOut(name: string, suite: () => void): void {
  if (services.postgresUrl && services.redisUrl) {
    describe(name, suite);
  } else if (!requireServices) {
    describe.skip(name, suite);
  } else {
    describe(name, () => {
      it('has PostgreSQL and Redis', () => {
        throw new Error('REQUIRE_SERVICES=1 but TEST_DATABASE_URL or TEST_REDIS_URL is not set');
      });
    });
  }
}

/** A Redis channel/key prefix of its own, so parallel test runs on one Redis never meet. */
export function uniquePrefix(): string {
  return `trivia-test-${randomBytes(5).toString('hex')}:`;
}

/** DATABASE_URL for a child process: the test database with its search_path pinned to `schema`. */
export function databaseUrlFor(schema: string): string {
  const url = new URL(services.postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Polls `probe` until it returns true (every 50 ms), or fails after `timeoutMs`. */
export async function eventually(
  probe: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** GET /api/ready of an instance: its status code and body. */
export async function readinessOf(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/api/ready`);
  return { status: response.status, body: await response.json() };
}
