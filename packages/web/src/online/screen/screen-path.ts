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

/** The query mark of a big screen that a TV reached by its pairing code (/tv, SCREEN-1). */
export const PAIRED_TV_PARAM = 'from';
const PAIRED_TV_VALUE = 'tv';

/** Where a TV goes once paired: the big screen, marked as reached from /tv. */
export function pairedScreenPath(code: string, key: string): string {
  return `${screenPath(code, key)}&${PAIRED_TV_PARAM}=${PAIRED_TV_VALUE}`;
}

/** Whether the big screen's query says it was reached from /tv. */
export function isPairedTv(search: URLSearchParams): boolean {
  return search.get(PAIRED_TV_PARAM) === PAIRED_TV_VALUE;
}

/**
 * @trivia/protocol's REALTIME_ERRORS for a big-screen link that stopped working (revoked
 * while watching; refused when watching again), mirrored; screen-path.test.ts keeps them equal.
 */
export const SCREEN_LINK_ENDED = [
  "This big screen link was replaced. Open the big screen again from the host's phone.",
  'This big screen link is not valid. Ask the host for a new one.',
] as const;
