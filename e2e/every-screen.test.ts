import { it } from 'vitest';
import { e2eSuite, expectNoAxeViolations, expectNoHorizontalOverflow, type E2E } from './support';
import type { ContextOptions } from './support/browser';
import { allScreenshotTargets, openTarget } from './support/open-target';
import type { ScreenshotTarget } from './support/screenshot-target';

/**
 * Issue 23: every screen (each `npm run screenshots` target, so a new screen is checked as
 * soon as it is photographed) is axe-clean in the light and the dark theme, and at 200 %
 * zoom on a 1280 × 800 window (640 × 400 CSS pixels) nothing is lost sideways.
 */
const targets = await allScreenshotTargets();

/** 200 % browser zoom of a 1280 × 800 window: half the CSS pixels, twice the device pixels. */
const ZOOMED: ContextOptions = {
  device: 'desktop',
  viewport: { width: 640, height: 400 },
  deviceScaleFactor: 2,
};

async function check(
  e2e: E2E,
  target: ScreenshotTarget,
  colorScheme: 'light' | 'dark',
  options: ContextOptions,
  zoomed: boolean,
): Promise<void> {
  const context = await e2e.newContext({ ...options, colorScheme, reducedMotion: 'reduce' });
  const page = await openTarget(context, target, {
    baseURL: e2e.baseURL,
    device: options.device ?? 'phone',
  });
  await expectNoAxeViolations(page, { label: `${target.name}, ${colorScheme}` });
  if (zoomed) await expectNoHorizontalOverflow(page);
  await context.close();
}

e2eSuite('Every screen: axe in both themes, 200 % zoom (issue 23)', (e2e) => {
  for (const target of targets) {
    it(`${target.name}: light at 200 % zoom, dark on a phone`, async () => {
      const tv = target.sizes?.[0];
      if (tv) {
        const options: ContextOptions = {
          device: 'desktop',
          viewport: { width: tv.width, height: tv.height },
        };
        await check(e2e, target, 'light', options, false);
        await check(e2e, target, 'dark', options, false);
        return;
      }
      await check(e2e, target, 'light', ZOOMED, true);
      await check(e2e, target, 'dark', { device: 'phone' }, false);
    });
  }
});
