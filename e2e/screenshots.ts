// `npm run screenshots`: every screen at 360 px and 1280 px into e2e/screenshots/ for review.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGuestSession, signInWithGoogle } from './support/auth';
import { launchBrowser, newContext, VIEWPORTS, type ViewportName } from './support/browser';
import { ensureWebBuild } from './support/build';
import type { ScreenshotTarget } from './support/screenshot-target';
import { startServices } from './support/services';
import { shellScreenshotTargets } from './screenshot-targets';

const OUT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
/** Target lists owned by the screens' authors: file, and the name of its exported list. */
const MORE_TARGETS = [
  ['./screenshot-targets-offline.ts', 'offlineScreenshotTargets'],
  ['./screenshot-targets-online.ts', 'onlineScreenshotTargets'],
  ['./screenshot-targets-screen.ts', 'screenScreenshotTargets'],
] as const;

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

async function allTargets(): Promise<ScreenshotTarget[]> {
  const targets = [...shellScreenshotTargets];
  for (const [file, name] of MORE_TARGETS) {
    const path = fileURLToPath(new URL(file, import.meta.url));
    if (!existsSync(path)) continue;
    const module = (await import(path)) as Record<string, ScreenshotTarget[] | undefined>;
    targets.push(...(module[name] ?? []));
  }
  return targets;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const targets = (await allTargets()).filter((t) => only.length === 0 || only.includes(t.name));
  mkdirSync(OUT_DIR, { recursive: true });
  ensureWebBuild();
  const services = await startServices();
  const browser = await launchBrowser();
  let failures = 0;
  let login = 0;
  try {
    for (const target of targets) {
      for (const { label, device, viewport } of shotsOf(target)) {
        const context = await newContext(browser, services.baseURL, {
          device,
          viewport,
          colorScheme: target.colorScheme ?? 'light',
          reducedMotion: 'reduce',
        });
        try {
          const page = await context.newPage();
          if (target.auth === 'guest') await createGuestSession(context, services.baseURL);
          if (target.auth === 'google') {
            await page.goto('/login');
            await signInWithGoogle(page, `host${++login}`);
            await page.waitForURL((url) => url.pathname !== '/login');
          }
          await page.goto(target.path);
          await target.setup?.(page, { baseURL: services.baseURL, context, device });
          if (target.ready) await target.ready(page);
          else await page.waitForLoadState('networkidle');
          const file = `${OUT_DIR}${target.name}-${label}.png`;
          await page.screenshot({ path: file, fullPage: true });
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
