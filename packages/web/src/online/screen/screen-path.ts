/**
 * @trivia/protocol's screenPath, mirrored (the web app imports only the protocol's types, so
 * its zod schemas stay out of the bundle); screen-path.test.ts keeps the two equal.
 */
export function screenPath(code: string, key: string): string {
  return `/party/${code}/screen?key=${encodeURIComponent(key)}`;
}

/** The big screen's full link, to open on a TV or give to someone. */
export function screenLink(code: string, key: string, origin = window.location.origin): string {
  return `${origin}${screenPath(code, key)}`;
}
