import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { shellScreenshotTargets } from '../screenshot-targets';
import { createGuestSession, signInWithGoogle } from './auth';
import type { ViewportName } from './browser';
import type { ScreenshotTarget } from './screenshot-target';

/** Target lists owned by the screens' authors: file, and the name of its exported list. */
const MORE_TARGETS = [
  ['../screenshot-targets-offline.ts', 'offlineScreenshotTargets'],
  ['../screenshot-targets-online.ts', 'onlineScreenshotTargets'],
  ['../screenshot-targets-screen.ts', 'screenScreenshotTargets'],
  ['../screenshot-targets-play.ts', 'playScreenshotTargets'],
  ['../screenshot-targets-my-topics.ts', 'myTopicsScreenshotTargets'],
  ['../screenshot-targets-ties.ts', 'tieScreenshotTargets'],
  ['../screenshot-targets-tv-pairing.ts', 'tvPairingScreenshotTargets'],
  ['../screenshot-targets-evening.ts', 'eveningScreenshotTargets'],
  ['../screenshot-targets-survey-offline.ts', 'surveyOfflineScreenshotTargets'],
  ['../screenshot-targets-feud.ts', 'feudScreenshotTargets'],
  ['../screenshot-targets-survey.ts', 'surveyScreenshotTargets'],
] as const;

/**
 * Every screen of the app, as the screenshot targets list them: `npm run screenshots`
 * photographs them and e2e/every-screen.test.ts checks each with axe in both themes.
 */
export async function allScreenshotTargets(): Promise<ScreenshotTarget[]> {
  const targets = [...shellScreenshotTargets];
  for (const [file, name] of MORE_TARGETS) {
    const path = fileURLToPath(new URL(file, import.meta.url));
    if (!existsSync(path)) continue;
    const module = (await import(path)) as Record<string, ScreenshotTarget[] | undefined>;
    targets.push(...(module[name] ?? []));
  }
  return targets;
}

let logins = 0;

/**
 * Opens `target` in a fresh `context`: its session (none, a guest, or a Google sign-in
 * through the local provider), its path, its setup steps, then waits until it is ready.
 */
export async function openTarget(
  context: BrowserContext,
  target: ScreenshotTarget,
  { baseURL, device }: { baseURL: string; device: ViewportName },
): Promise<Page> {
  const page = await context.newPage();
  if (target.auth === 'guest') await createGuestSession(context, baseURL);
  if (target.auth === 'google') {
    await page.goto('/login');
    await signInWithGoogle(page, `target${process.pid}x${++logins}`);
    await page.waitForURL((url) => url.pathname !== '/login');
  }
  await page.goto(target.path);
  await target.setup?.(page, { baseURL, context, device });
  if (target.ready) await target.ready(page);
  else await page.waitForLoadState('networkidle');
  return page;
}
