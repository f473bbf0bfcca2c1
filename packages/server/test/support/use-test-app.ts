import { afterAll, beforeAll } from 'vitest';
import type { StorageTarget } from './storage-targets';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';

/** One running app for the tests of the surrounding describe block. */
export function useTestApp(
  target: StorageTarget,
  options: Omit<TestAppOptions, 'target'> = {},
): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await startTestApp({ target, ...options });
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('The test app runs only inside the describe block');
    return testApp;
  };
}
