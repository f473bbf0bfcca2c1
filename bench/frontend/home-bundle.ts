import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Home-route budget (docs/PERFORMANCE.md): the JavaScript / loads on first visit, gzip. */
export const HOME_JS_BUDGET_BYTES = 100 * 1024;

export interface BundleAsset {
  /** Path inside dist, e.g. assets/index-abc123.js. */
  path: string;
  kind: 'js' | 'css';
  gzipBytes: number;
}

export interface HomeBundle {
  assets: BundleAsset[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * The JavaScript and CSS the home route (/) loads on first visit: index.html's module
 * script, its modulepreloads and stylesheets, each gzipped (level 6, like the server's
 * reverse proxy would). Lazy chunks are not counted: / does not fetch them.
 */
export function measureHomeBundle(distDir: string): HomeBundle {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  const assets = [...new Set(paths)].map((path): BundleAsset => {
    const gzipBytes = gzipSync(readFileSync(join(distDir, path))).length;
    return { path, kind: path.endsWith('.js') ? 'js' : 'css', gzipBytes };
  });
  const total = (kind: BundleAsset['kind']) =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0);
  return { assets, jsGzipBytes: total('js'), cssGzipBytes: total('css') };
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** One line per asset, then the totals (the output of the old e2e/tools/home-bundle-size.ts). */
export function formatHomeBundle(bundle: HomeBundle): string {
  const lines = bundle.assets.map((asset) => `${kb(asset.gzipBytes).padStart(10)}  ${asset.path}`);
  lines.push(
    `home route: ${kb(bundle.jsGzipBytes)} JS gzip (budget ${kb(HOME_JS_BUDGET_BYTES)}), ` +
      `${kb(bundle.cssGzipBytes)} CSS gzip`,
  );
  return lines.join('\n');
}
