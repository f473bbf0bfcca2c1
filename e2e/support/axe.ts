import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { errors, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Impacts that fail a test (the bar: no serious or critical violation on any screen). */
export const FAILING_IMPACTS = ['serious', 'critical'] as const;

/**
 * Waits (up to `timeout` ms) until no finite animation is running and no animated element
 * (one with an inline opacity, as motion leaves it) is part-way transparent. axe blends a
 * fading element's colours with what is behind it, so a tile caught mid-fade (the board's
 * reveal under reduced motion, 0.2 s) reads as low contrast. Past the timeout the page is
 * checked as it is: a deliberate half-transparent element must pass axe on its own.
 */
export async function waitForAnimationsToSettle(page: Page, timeout = 3000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const running = document
          .getAnimations()
          .some(
            (a) =>
              a.playState === 'running' &&
              a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          );
        if (running) return false;
        for (const el of document.querySelectorAll<HTMLElement>('[style*="opacity"]')) {
          const opacity = Number(getComputedStyle(el).opacity);
          if (opacity > 0 && opacity < 1) return false;
        }
        return true;
      },
      undefined,
      { polling: 'raf', timeout },
    )
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
}

/** The serious and critical violations axe finds in the page once its animations have settled. */
async function failingViolations(page: Page, exclude: string[]): Promise<AxeViolation[]> {
  await waitForAnimationsToSettle(page);
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (excluded: string[]) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const context = excluded.length > 0 ? { exclude: excluded.map((s) => [s]) } : document;
    const result = (await axe.run(context, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, exclude);
  return violations.filter((v) => (FAILING_IMPACTS as readonly string[]).includes(v.impact ?? ''));
}

/** A violation's rule and the elements it names, to compare two runs. */
function violationKey(violation: AxeViolation): string {
  return `${violation.id} ${JSON.stringify(violation.nodes.map((n) => n.target))}`;
}

/**
 * Runs axe-core in the page (once its animations have settled) and throws if it finds a serious
 * or critical violation, and finds it again half a second later.
 * The source is evaluated through the DevTools protocol, so the app's CSP does not block it.
 * `exclude` takes CSS selectors to leave out (e.g. a third-party frame).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[]; label?: string } = {},
): Promise<void> {
  const exclude = options.exclude ?? [];
  let failing = await failingViolations(page, exclude);
  if (failing.length > 0) {
    // A transition that started after the wait (a tile mounted at opacity 0 that fades in on
    // the next frame) can still be caught mid-way; a real violation is there on a second look.
    await page.waitForTimeout(500);
    const again = await failingViolations(page, exclude);
    const seenAgain = new Set(again.map(violationKey));
    failing = failing.filter((v) => seenAgain.has(violationKey(v)));
  }
  if (failing.length === 0) return;
  const report = failing
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.trimEnd())
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help}\n${nodes}`;
    })
    .join('\n');
  throw new Error(
    `axe found ${failing.length} serious/critical violation(s) on ${options.label ?? page.url()}:\n${report}`,
  );
}
