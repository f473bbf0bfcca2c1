import type { BrowserContext, Page } from 'playwright-core';
import { it } from 'vitest';
import { e2eSuite, expectNoAxeViolations, expectNoHorizontalOverflow, type E2E } from './support';
import type { ContextOptions } from './support/browser';
import { allScreenshotTargets, openTarget } from './support/open-target';
import type { ScreenshotTarget } from './support/screenshot-target';

/**
 * Every screen (each `npm run screenshots` target, so a new screen is checked as
 * soon as it is photographed) is axe-clean in the light and the dark theme, and at 200 %
 * zoom on a 1280 × 800 window (640 × 400 CSS pixels) nothing is lost sideways.
 */
const allTargets = await allScreenshotTargets();
/** A `-dark` twin of a listed target adds nothing here: every target is checked in both themes. */
const targets = allTargets.filter(
  (target) =>
    !(target.name.endsWith('-dark') && allTargets.some((t) => t.name === target.name.slice(0, -5))),
);

/** 200 % browser zoom of a 1280 × 800 window: half the CSS pixels, twice the device pixels. */
const ZOOMED: ContextOptions = {
  device: 'desktop',
  viewport: { width: 640, height: 400 },
  deviceScaleFactor: 2,
};

async function open(
  e2e: E2E,
  target: ScreenshotTarget,
  colorScheme: 'light' | 'dark',
  options: ContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.newContext({ ...options, colorScheme, reducedMotion: 'reduce' });
  const page = await openTarget(context, target, {
    baseURL: e2e.baseURL,
    device: options.device ?? 'phone',
  });
  return { context, page };
}

async function check(
  e2e: E2E,
  target: ScreenshotTarget,
  colorScheme: 'light' | 'dark',
  options: ContextOptions,
  zoomed: boolean,
): Promise<void> {
  const { context, page } = await open(e2e, target, colorScheme, options);
  await expectNoAxeViolations(page, { label: `${target.name}, ${colorScheme}` });
  if (zoomed) await expectNoHorizontalOverflow(page);
  await context.close();
}

/**
 * A big-screen target drives a whole party to its moment (half a minute or more), so it is
 * opened once and checked in the light theme, then in the dark one: the theme toggle's own
 * switch (the `dark` class on the root, as `applyTheme` sets it; nothing else reads it).
 */
async function checkBothThemes(
  e2e: E2E,
  target: ScreenshotTarget,
  options: ContextOptions,
): Promise<void> {
  const { context, page } = await open(e2e, target, 'light', options);
  await expectNoAxeViolations(page, { label: `${target.name}, light` });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoAxeViolations(page, { label: `${target.name}, dark` });
  await context.close();
}

e2eSuite('Every screen: axe in both themes, 200 % zoom', (e2e) => {
  for (const target of targets) {
    const tv = target.sizes?.[0];
    const name = tv
      ? `${target.name}: light and dark at ${tv.width} × ${tv.height}`
      : `${target.name}: light at 200 % zoom, dark on a phone`;
    it(name, async () => {
      if (tv) {
        const options: ContextOptions = {
          device: 'desktop',
          viewport: { width: tv.width, height: tv.height },
        };
        await checkBothThemes(e2e, target, options);
        return;
      }
      await check(e2e, target, 'light', ZOOMED, true);
      await check(e2e, target, 'dark', { device: 'phone' }, false);
    });
  }
});
