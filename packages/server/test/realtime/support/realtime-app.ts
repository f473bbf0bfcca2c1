import type { Realtime, RealtimeOptions } from '../../../src/realtime/attach-realtime';
import type { StorageTarget } from '../../support/storage-targets';
import { startTestApp, type TestApp, type TestAppOptions } from '../../support/test-app';

export interface RealtimeTestApp extends TestApp {
  realtime: Realtime;
}

/** Generous limits so tests measure the rules, not the abuse limits (tested on their own). */
export const TEST_LIMITS: RealtimeOptions['limits'] = {
  commandsPerMember: { capacity: 100_000, perSecond: 100_000 },
  joinsPerConnection: { capacity: 10_000, perSecond: 10_000 },
  failedJoinsPerAddress: { capacity: 10_000, perSecond: 10_000 },
  maxQueuedCommands: 10_000,
  invalidMessagesPerConnection: { capacity: 100_000, perSecond: 100_000 },
  maxConnectionsPerUser: 1_000,
  maxConnectionsPerAddress: 100_000,
  maxScreensPerKey: 1_000,
};

/** The real app, realtime channel included, on 127.0.0.1 and a free port, over a fresh database. */
export async function startRealtimeApp(
  target: StorageTarget,
  options: RealtimeOptions & { now?: () => number; content?: TestAppOptions['content'] } = {},
): Promise<RealtimeTestApp> {
  const { now, content, ...realtime } = options;
  const testApp = await startTestApp({
    target,
    ...(content ? { content } : {}),
    deps: { ...(now ? { now } : {}), realtime: { limits: TEST_LIMITS, ...realtime } },
  });
  return { ...testApp, realtime: testApp.app.realtime };
}
