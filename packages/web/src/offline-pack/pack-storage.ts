import type { OfflineBundleResponse } from '@trivia/protocol';

/**
 * Where the Offline Party Pack keeps its content (the offline bundle) on this device:
 * Cache Storage, which the page and the service worker share and which survives reloads.
 * A new version is written whole under its own entry before the pointer moves to it, and
 * only then are older versions deleted, so a reader always finds one complete bundle.
 * Without Cache Storage (an http:// address other than localhost) it lives in memory.
 */
const CACHE_NAME = 'trivia-offline-pack';
const POINTER_URL = '/offline-pack/current';
const BUNDLE_PREFIX = '/offline-pack/bundle/';
/** The service worker's runtime cache of the old per-request content, now unused. */
const LEGACY_CACHE_NAME = 'trivia-content';

let memoryBundle: OfflineBundleResponse | null = null;

/** True when the bundle can outlive the page (Cache Storage is available). */
export function canKeepBundle(): boolean {
  return typeof caches !== 'undefined';
}

function bundleUrl(version: string): string {
  return `${BUNDLE_PREFIX}${encodeURIComponent(version)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A structural check: enough that the offline screens cannot break on what they read. */
export function isOfflineBundle(value: unknown): value is OfflineBundleResponse {
  if (!isRecord(value)) return false;
  const { version, key, gameTypes, topics } = value;
  return (
    typeof version === 'string' &&
    version.length > 0 &&
    typeof key === 'string' &&
    Array.isArray(gameTypes) &&
    gameTypes.every((g) => isRecord(g) && typeof g.id === 'string' && typeof g.name === 'string') &&
    Array.isArray(topics) &&
    topics.every(
      (t) =>
        isRecord(t) &&
        typeof t.id === 'string' &&
        typeof t.gameTypeId === 'string' &&
        typeof t.title === 'string' &&
        typeof t.sealedAnswers === 'string',
    )
  );
}

/** The complete bundle this device holds, or null. Never throws. */
export async function readSavedBundle(): Promise<OfflineBundleResponse | null> {
  if (!canKeepBundle()) return memoryBundle;
  try {
    const cache = await caches.open(CACHE_NAME);
    const pointer = await cache.match(POINTER_URL);
    if (!pointer) return null;
    const version = await pointer.text();
    const entry = await cache.match(bundleUrl(version));
    const bundle: unknown = entry ? await entry.json() : null;
    return isOfflineBundle(bundle) && bundle.version === version ? bundle : null;
  } catch (error) {
    console.warn('Could not read the offline party pack', error);
    return null;
  }
}

/**
 * Keeps `bundle` as the device's bundle: written whole, then the pointer switches to it,
 * then older versions go. If any step fails, the previous bundle stays the current one.
 */
export async function saveBundle(bundle: OfflineBundleResponse): Promise<void> {
  if (!canKeepBundle()) {
    memoryBundle = bundle;
    return;
  }
  const cache = await caches.open(CACHE_NAME);
  const current = bundleUrl(bundle.version);
  await cache.put(
    current,
    new Response(JSON.stringify(bundle), { headers: { 'Content-Type': 'application/json' } }),
  );
  await cache.put(POINTER_URL, new Response(bundle.version));
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(BUNDLE_PREFIX) && pathname !== current) await cache.delete(request);
  }
  await caches.delete(LEGACY_CACHE_NAME);
}

/** Forgets the bundle on this device (and in memory). */
export async function deleteSavedBundle(): Promise<void> {
  memoryBundle = null;
  if (canKeepBundle()) await caches.delete(CACHE_NAME);
}
