import type { TestProject } from 'vitest/node';
import { hasChromium, servicesRequired, CHROMIUM_PATH } from './browser';
import { ensureWebBuild } from './build';
import { startServices } from './services';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app's origin; '' when browser tests are skipped. */
    baseURL: string;
    /** The local OpenID provider's issuer ('' when skipped). */
    issuer: string;
    /** Why browser tests are skipped here ('' when they run). */
    skipReason: string;
  }
}

/**
 * Once per run: build the web app (if stale), start the OpenID provider and the server,
 * and hand their URLs to the tests (`inject('baseURL')`). Without Chromium the browser
 * tests are skipped, unless REQUIRE_SERVICES=1 (CI), where that is a failure.
 */
export default async function setup(project: TestProject) {
  if (!hasChromium()) {
    const reason = `Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`;
    if (servicesRequired()) throw new Error(`${reason}; REQUIRE_SERVICES=1 needs it.`);
    project.provide('baseURL', '');
    project.provide('issuer', '');
    project.provide('skipReason', reason);
    return undefined;
  }
  ensureWebBuild();
  const services = await startServices();
  project.provide('baseURL', services.baseURL);
  project.provide('issuer', services.issuer);
  project.provide('skipReason', '');
  return async () => {
    await services.stop();
  };
}
