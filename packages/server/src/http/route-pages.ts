import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The build writes a copy of index.html per group of play routes whose head
 * preloads what that route asks for first (packages/web/vite-plugins/route-pages.ts), and
 * dist/route-pages.json, which names them. This picks the copy for a page request.
 */
const RoutePagesIndex = z.object({
  pages: z
    .array(z.object({ pattern: z.string().max(500), file: z.string().regex(/^[\w./-]+\.html$/) }))
    .max(50),
});

export interface RoutePage {
  pattern: RegExp;
  /** Relative to the web build, e.g. "route-pages/offline.html". */
  file: string;
}

/** The route pages of the build in `webDist`; none for a build without them. */
export function loadRoutePages(webDist: string): RoutePage[] {
  let text: string;
  try {
    text = readFileSync(path.join(webDist, 'route-pages.json'), 'utf8');
  } catch {
    return [];
  }
  const index = RoutePagesIndex.parse(JSON.parse(text));
  return index.pages
    .filter((page) => !page.file.split('/').includes('..'))
    .map((page) => ({ pattern: new RegExp(page.pattern), file: page.file }));
}

/**
 * The file to send for a page request to `pathname`: the route's own copy for a browser with
 * a session (the play routes sit behind sign-in: a signed-out browser goes to /login, and
 * would only fetch what it cannot use, the offline pack refused with a 401), else index.html.
 */
export function pageFileFor(pages: RoutePage[], pathname: string, signedIn: boolean): string {
  if (!signedIn) return 'index.html';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.find((page) => page.pattern.test(path))?.file ?? 'index.html';
}
