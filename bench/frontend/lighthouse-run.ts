import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

/** Debian's Chromium; CHROME_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Root on this machine, no GPU, closed network (like e2e/support/browser.ts).
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
export type Metric = keyof typeof METRICS;

export interface RunResult {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  finalUrl: string;
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster). */
  benchmarkIndex: number;
  /** 1-minute load average when the run started. */
  load1: number;
  lighthouseVersion: string;
  userAgent: string;
  warnings: string[];
  /** Audits of the run scoring below 0.9 (title and score), for the report. */
  weakAudits: { id: string; title: string; score: number; displayValue?: string }[];
  reportPath?: string;
}

/**
 * One Lighthouse run with the default config: mobile form factor (Moto G Power screen),
 * simulated throttling (slow 4G, 4x CPU slowdown), a fresh Chromium profile.
 * `cookie` is sent with every request so the guarded pages show themselves, not /login.
 */
export async function runLighthouse(
  url: string,
  options: { cookie?: string; reportFile?: string },
): Promise<RunResult> {
  const load1 = loadavg()[0]!;
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: [...CATEGORIES],
      ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    let reportPath: string | undefined;
    if (options.reportFile) {
      writeFileSync(`${options.reportFile}.html`, String(result.report));
      writeFileSync(`${options.reportFile}.json`, JSON.stringify(lhr));
      reportPath = `${options.reportFile}.html`;
    }
    return {
      scores: scoresOf(lhr),
      metrics: metricsOf(lhr),
      finalUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      load1,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      warnings: lhr.runWarnings,
      weakAudits: weakAuditsOf(lhr),
      ...(reportPath ? { reportPath } : {}),
    };
  } finally {
    chrome.kill();
  }
}

function scoresOf(lhr: Result): Record<Category, number> {
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number')
      throw new Error(`No ${category} score for ${lhr.finalDisplayedUrl}`);
    scores[category] = Math.round(score * 100);
  }
  return scores;
}

function metricsOf(lhr: Result): Record<Metric, number> {
  const metrics = {} as Record<Metric, number>;
  for (const [key, auditId] of Object.entries(METRICS) as [Metric, string][]) {
    const value = lhr.audits[auditId]?.numericValue;
    if (typeof value !== 'number') throw new Error(`No ${auditId} for ${lhr.finalDisplayedUrl}`);
    metrics[key] = value;
  }
  return metrics;
}

function weakAuditsOf(lhr: Result): RunResult['weakAudits'] {
  const inCategories = new Set(
    CATEGORIES.flatMap(
      (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
    ),
  );
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        inCategories.has(audit.id) &&
        typeof audit.score === 'number' &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score as number,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    }));
}

export function reportFileName(dir: string, page: string, run: number): string {
  const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\//g, '-');
  return join(dir, `${name}-run${run}`);
}
