import { HOME_JS_BUDGET_BYTES, kb, type HomeBundle } from './home-bundle';
import { CATEGORIES, METRICS, type Category, type Metric, type RunResult } from './lighthouse-run';

/** The targets for each page (docs/PERFORMANCE.md) (median of the runs). */
export const SCORE_TARGETS: Partial<Record<Category, number>> = {
  performance: 95,
  accessibility: 95,
};

export interface PageSummary {
  page: string;
  runs: number;
  median: { scores: Record<Category, number>; metrics: Record<Metric, number> };
  min: Record<Category, number>;
  max: Record<Category, number>;
  finalUrls: string[];
  /** Audits below 0.9 in at least one run, with how many runs. */
  weakAudits: { id: string; title: string; runs: number; displayValue?: string }[];
  perRun: RunResult[];
}

export interface FrontendReport {
  date: string;
  conditions: {
    chromium: string;
    lighthouse: string;
    node: string;
    cpus: number;
    cpuModel: string;
    uptimeBefore: string;
    uptimeAfter: string;
    benchmarkIndexMedian: number;
    formFactor: 'mobile';
    throttling: 'simulate';
  };
  homeBundle: HomeBundle & { budgetBytes: number };
  /** False when packages/web/dist was rebuilt during the runs (the figures mix builds). */
  sameBuildThroughout: boolean;
  pages: PageSummary[];
  misses: string[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarizePage(page: string, runs: RunResult[]): PageSummary {
  const pick =
    <K extends string>(keys: readonly K[], of: (run: RunResult, key: K) => number) =>
    (reduce: (values: number[]) => number) =>
      Object.fromEntries(
        keys.map((key) => [key, reduce(runs.map((run) => of(run, key)))]),
      ) as Record<K, number>;
  const scores = pick(CATEGORIES, (run, key) => run.scores[key]);
  const metrics = pick(Object.keys(METRICS) as Metric[], (run, key) => run.metrics[key]);
  const weak = new Map<string, PageSummary['weakAudits'][number]>();
  for (const run of runs) {
    for (const audit of run.weakAudits) {
      const seen = weak.get(audit.id);
      if (seen) seen.runs += 1;
      else
        weak.set(audit.id, {
          id: audit.id,
          title: audit.title,
          runs: 1,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        });
    }
  }
  return {
    page,
    runs: runs.length,
    median: { scores: scores(median), metrics: metrics(median) },
    min: scores((values) => Math.min(...values)),
    max: scores((values) => Math.max(...values)),
    finalUrls: [...new Set(runs.map((run) => run.finalUrl))],
    weakAudits: [...weak.values()],
    perRun: runs,
  };
}

export function findMisses(bundle: HomeBundle, pages: PageSummary[]): string[] {
  const misses: string[] = [];
  if (bundle.jsGzipBytes > HOME_JS_BUDGET_BYTES) {
    misses.push(`home route JS ${kb(bundle.jsGzipBytes)} gzip > ${kb(HOME_JS_BUDGET_BYTES)}`);
  }
  for (const page of pages) {
    for (const [category, target] of Object.entries(SCORE_TARGETS) as [Category, number][]) {
      const score = page.median.scores[category];
      if (score < target) misses.push(`${page.page}: ${category} ${score} < ${target}`);
    }
  }
  return misses;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The summary table (Markdown, also printed to the terminal). */
export function summaryTable(pages: PageSummary[]): string {
  const header = '| Page | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | Perf range |';
  const rule = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|';
  const rows = pages.map((page) => {
    const { scores, metrics } = page.median;
    return `| \`${page.page}\` | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${ms(metrics.fcpMs)} | ${ms(metrics.lcpMs)} | ${ms(metrics.tbtMs)} | ${metrics.cls.toFixed(3)} | ${page.min.performance}–${page.max.performance} |`;
  });
  return [header, rule, ...rows].join('\n');
}

export function markdownReport(report: FrontendReport): string {
  const c = report.conditions;
  const lines = [
    `# Front-end benchmark ${report.date}`,
    '',
    'Written by `npm run bench:frontend` (bench/frontend/README.md). Medians of ' +
      `${report.pages[0]?.runs ?? 0} Lighthouse runs per page; mobile form factor, simulated throttling.`,
    '',
    '## Conditions',
    '',
    `- Chromium: ${c.chromium}`,
    `- Lighthouse: ${c.lighthouse}; Node ${c.node}`,
    `- CPU: ${c.cpus} × ${c.cpuModel}; Lighthouse benchmarkIndex (median): ${c.benchmarkIndexMedian}`,
    `- uptime before: ${c.uptimeBefore}`,
    `- uptime after: ${c.uptimeAfter}`,
    ...(report.sameBuildThroughout
      ? []
      : ['- WARNING: packages/web/dist was rebuilt during the runs; the figures mix builds']),
    '',
    '## Home route JavaScript',
    '',
    `${kb(report.homeBundle.jsGzipBytes)} JS gzip (budget ${kb(report.homeBundle.budgetBytes)}), ` +
      `${kb(report.homeBundle.cssGzipBytes)} CSS gzip:`,
    '',
    ...report.homeBundle.assets.map((asset) => `- \`${asset.path}\`: ${kb(asset.gzipBytes)}`),
    '',
    '## Lighthouse (median)',
    '',
    summaryTable(report.pages),
    '',
    'Final URLs: ' +
      report.pages.map((page) => `\`${page.page}\` → ${page.finalUrls.join(', ')}`).join('; '),
    '',
    '## Audits below 0.9',
    '',
    ...report.pages.flatMap((page) =>
      page.weakAudits.length === 0
        ? [`- \`${page.page}\`: none`]
        : page.weakAudits.map(
            (audit) =>
              `- \`${page.page}\`: ${audit.id} (${audit.title}${audit.displayValue ? `, ${audit.displayValue}` : ''}) in ${audit.runs}/${page.runs} runs`,
          ),
    ),
    '',
    '## Targets',
    '',
    report.misses.length === 0
      ? 'All met: home JS ≤ 100 KB gzip; performance ≥ 95 and accessibility ≥ 95 on every page.'
      : report.misses.map((miss) => `- MISSED: ${miss}`).join('\n'),
    '',
  ];
  return lines.join('\n');
}
