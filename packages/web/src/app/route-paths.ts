// The route table, as patterns: the app's router and the build's per-route pages
// (vite-plugins/route-pages.ts) read the same ones. Paths are compared without a trailing slash.

/** The Offline Party Pack's paths (routes owned by src/offline/routes.tsx). */
export const OFFLINE_PATH = /^\/(?:offline|topics|survey|setup|play|results)$/;

/** The Online Party Arena's paths (routes owned by src/online/routes.tsx). */
export const ONLINE_PATH = /^\/(?:online|join\/[^/]+|party\/[^/]+(?:\/.*)?|tv\/[^/]+)$/;

/** `pathname` without its trailing slashes ("/" stays "/"). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
