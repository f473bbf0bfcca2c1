// The home route's JavaScript budget (docs/PERFORMANCE.md "Front end"), checked on every test
// run instead of only by `npm run bench:frontend`: a size check of the build the browser
// tests run against (support/global-setup.ts builds packages/web/dist when stale). It builds
// nothing itself and measures no time.
import { describe, expect, inject, it } from 'vitest';
import {
  formatHomeBundle,
  HOME_JS_BUDGET_BYTES,
  kb,
  measureHomeBundle,
} from '../bench/frontend/home-bundle';
import { isWebBuildStale } from './support/build';
import { WEB_DIST } from './support/paths';

// Without Chromium the global setup skips the build: measure only a build that is up to date.
const skipReason = inject('skipReason');
const measurable = skipReason === '' || !isWebBuildStale();
const title = measurable
  ? 'Home route JavaScript'
  : `Home route JavaScript (skipped: ${skipReason}, and packages/web/dist is stale)`;

describe.skipIf(!measurable)(title, () => {
  it(`is at most ${kb(HOME_JS_BUDGET_BYTES)} gzip (index.html's module script and modulepreloads)`, () => {
    const bundle = measureHomeBundle(WEB_DIST);
    expect(bundle.assets.some((asset) => asset.kind === 'js')).toBe(true);
    expect(bundle.jsGzipBytes, formatHomeBundle(bundle)).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });
});
