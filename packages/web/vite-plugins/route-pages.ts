import type { Plugin } from 'vite';
import { OFFLINE_PATH, ONLINE_PATH } from '../src/app/route-paths';

/**
 * Lighthouse on /offline and /online (docs/PERFORMANCE.md "Front end"): the first load of a
 * play route waited for a chain. index.html → the home chunk → (run) → the route's chunks → (run) → the offline
 * pack. Each link costs a round trip on a phone. The build now writes, for each group of
 * routes, a copy of index.html whose head already names what that route will ask for:
 * its chunks as modulepreloads and, for the offline pack, the bundle as a fetch preload.
 * The server sends that copy to a signed-in browser (the routes sit behind sign-in; a
 * signed-out one is sent to /login, which needs none of it). The service worker keeps
 * serving plain index.html once installed: by then every chunk is on the device.
 */
export interface RoutePage {
  /** Where the copy goes in dist, e.g. "route-pages/offline.html". */
  file: string;
  /** The paths (without a trailing slash) that get it. */
  pattern: RegExp;
  /** Source modules the route imports dynamically, relative to the web package root. */
  modules: string[];
  /** Same-origin URLs the route fetches at once (sent as `<link rel=preload as=fetch>`). */
  fetches: string[];
}

export const ROUTE_PAGES: RoutePage[] = [
  {
    file: 'route-pages/offline.html',
    pattern: OFFLINE_PATH,
    modules: ['src/app/offline-screens.tsx', 'src/offline-pack/offline-pack-query.ts'],
    // The same request as pack-sync.ts makes (cors mode, same-origin credentials).
    fetches: ['/api/offline-bundle'],
  },
  {
    file: 'route-pages/online.html',
    pattern: ONLINE_PATH,
    modules: ['src/online/routes.tsx'],
    fetches: [],
  },
];

/** What the server reads (dist/route-pages.json): which copy of index.html each path gets. */
export interface RoutePagesIndex {
  pages: { pattern: string; file: string }[];
}

/** The part of a built chunk this plugin reads. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** Every module the chunk holds (absolute ids). */
  moduleIds: string[];
  imports: string[];
}

/** `start` and every chunk it imports statically, transitively (file names). */
export function staticClosure(chunks: Map<string, ChunkInfo>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * The chunks to preload for `page`: those its modules load, statically, that the entry
 * (index.html's own script and modulepreloads) does not already bring. Throws when a module
 * is in no chunk, so a renamed file cannot silently drop the preloads.
 */
export function routeChunks(chunks: Map<string, ChunkInfo>, page: RoutePage): string[] {
  const all = [...chunks.values()];
  const initial = staticClosure(
    chunks,
    all.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const starts = page.modules.map((module) => {
    const holds = (id: string) => id.replaceAll('\\', '/').endsWith(`/${module}`);
    const chunk = all.find((c) => c.moduleIds.some(holds));
    if (chunk === undefined) throw new Error(`route-pages: no chunk holds ${module}`);
    return chunk.fileName;
  });
  return [...staticClosure(chunks, starts)].filter((file) => !initial.has(file)).sort();
}

/** index.html with `page`'s preloads at the end of its head. */
export function pageHtml(indexHtml: string, chunkFiles: string[], fetches: string[]): string {
  // The fetches first: the offline pack is the largest thing on the way to the first screen.
  // Low priority: the stylesheet and the home chunk (the first paint) go before them; they
  // still start with the page instead of after its JavaScript has run.
  const links = [
    ...fetches.map(
      (url) =>
        `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
    ),
    ...chunkFiles.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`,
    ),
  ];
  if (!indexHtml.includes('</head>')) throw new Error('route-pages: index.html has no </head>');
  return indexHtml.replace('</head>', `\n    ${links.join('\n    ')}\n  </head>`);
}

/** The Vite plugin: emits each route's copy of index.html and dist/route-pages.json. */
export function routePages(pages: RoutePage[] = ROUTE_PAGES): Plugin {
  return {
    name: 'trivia:route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('route-pages: index.html is not in the bundle');
      const indexHtml = String(index.source);
      const chunks = new Map<string, ChunkInfo>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      for (const page of pages) {
        const source = pageHtml(indexHtml, routeChunks(chunks, page), page.fetches);
        this.emitFile({ type: 'asset', fileName: page.file, source });
      }
      const manifest: RoutePagesIndex = {
        pages: pages.map(({ pattern, file }) => ({ pattern: pattern.source, file })),
      };
      this.emitFile({
        type: 'asset',
        fileName: 'route-pages.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
