import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Impacts that fail a test (SPEC-level bar: no serious or critical violation on any screen). */
export const FAILING_IMPACTS = ['serious', 'critical'] as const;

/**
 * Runs axe-core in the page and throws if it finds a serious or critical violation.
 * The source is evaluated through the DevTools protocol, so the app's CSP does not block it.
 * `exclude` takes CSS selectors to leave out (e.g. a third-party frame).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[]; label?: string } = {},
): Promise<void> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (exclude: string[]) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const context = exclude.length > 0 ? { exclude: exclude.map((s) => [s]) } : document;
    const result = (await axe.run(context, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, options.exclude ?? []);
  const failing = violations.filter((v) =>
    (FAILING_IMPACTS as readonly string[]).includes(v.impact ?? ''),
  );
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
