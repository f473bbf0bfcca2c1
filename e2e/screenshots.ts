// `npm run screenshots`: every screen at 360 px and 1280 px into e2e/screenshots/ for review.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser, newContext, VIEWPORTS, type ViewportName } from './support/browser';
import { ensureWebBuild } from './support/build';
import { allScreenshotTargets, openTarget } from './support/open-target';
import type { ScreenshotTarget } from './support/screenshot-target';
import { startServices } from './support/services';

const OUT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
/** The window sizes a target is shot at: its own, else the phone and the desktop. */
function shotsOf(target: ScreenshotTarget) {
  if (target.sizes) {
    return target.sizes.map(({ label, width, height }) => ({
      label,
      device: 'desktop' as ViewportName,
      viewport: { width, height },
    }));
  }
  return (Object.keys(VIEWPORTS) as ViewportName[]).map((device) => ({
    label: device,
    device,
    viewport: VIEWPORTS[device],
  }));
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const targets = (await allScreenshotTargets()).filter(
    (t) => only.length === 0 || only.includes(t.name),
  );
  mkdirSync(OUT_DIR, { recursive: true });
  ensureWebBuild();
  const services = await startServices();
  const browser = await launchBrowser();
  let failures = 0;
  try {
    for (const target of targets) {
      for (const { label, device, viewport } of shotsOf(target)) {
        const context = await newContext(browser, services.baseURL, {
          device,
          viewport,
          colorScheme: target.colorScheme ?? 'light',
          reducedMotion: target.reducedMotion ?? 'reduce',
        });
        try {
          const page = await openTarget(context, target, { baseURL: services.baseURL, device });
          // The stage's web font (font-display: swap) in the picture, not its fallback.
          await page.evaluate(() => document.fonts.ready);
          const file = `${OUT_DIR}${target.name}-${label}.png`;
          await page.screenshot({ path: file, fullPage: target.fullPage ?? true });
          console.log(`saved ${file}`);
        } catch (error) {
          failures++;
          console.error(`FAILED ${target.name} (${label}):`, error);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await services.stop();
  }
  if (failures > 0) process.exitCode = 1;
}

await main();
