/**
 * The in-app path to return to after sign-in. Only same-origin paths are accepted
 * ("/x", never "//host" or "https://..."), so `next` cannot send a user elsewhere.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  return next;
}

/** The login URL that brings the user back to `path` (path plus query, AUTH-1). */
export function loginUrl(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
