import type { OfflineBundleResponse } from '@trivia/protocol';
import { canKeepBundle, isOfflineBundle, readSavedBundle, saveBundle } from './pack-storage';
import { updatePackStatus } from './pack-status';

export const OFFLINE_BUNDLE_PATH = '/api/offline-bundle';

export type SyncOutcome =
  /** A new version was downloaded whole and is now the device's bundle. */
  | { kind: 'updated'; bundle: OfflineBundleResponse }
  /** The device already holds the server's version (304). */
  | { kind: 'current'; bundle: OfflineBundleResponse }
  /** No session: the bundle is for signed-in users and guests. */
  | { kind: 'signed-out' }
  /** No network, a server error or an incomplete download: nothing changed on the device. */
  | { kind: 'failed'; error: unknown };

function savedStatus(bundle: OfflineBundleResponse | null) {
  return bundle && canKeepBundle()
    ? { version: bundle.version, topicCount: bundle.topics.length }
    : null;
}

/** Looks at what the device holds (for the readiness line), without any download. */
export async function checkSavedBundle(): Promise<OfflineBundleResponse | null> {
  const saved = await readSavedBundle();
  updatePackStatus({ saved: savedStatus(saved), checked: true });
  return saved;
}

/**
 * The request is exactly the one the server's page for /offline preloads
 * (`<link rel=preload as=fetch crossorigin=anonymous>`): cors mode, same-origin
 * credentials, default headers and cache mode, so the browser hands over the preloaded answer
 * instead of asking twice. The browser's HTTP cache does the asking with the version: the
 * server's ETag is the version and its `no-cache` makes every use revalidate, so an unchanged
 * library costs a 304 and no download; the version read decides whether anything changed.
 */
async function download(saved: OfflineBundleResponse | null): Promise<SyncOutcome> {
  const response = await fetch(OFFLINE_BUNDLE_PATH, { credentials: 'same-origin' });
  if (response.status === 304 && saved) return { kind: 'current', bundle: saved };
  if (response.status === 401) return { kind: 'signed-out' };
  if (!response.ok) throw new Error(`Request failed (${response.status})`);
  // The whole body is read and checked before anything is written: a download cut short
  // fails here and leaves the saved bundle as it was.
  const bundle: unknown = await response.json();
  if (!isOfflineBundle(bundle)) throw new Error('The offline party pack arrived incomplete');
  if (saved && bundle.version === saved.version) return { kind: 'current', bundle: saved };
  await saveBundle(bundle);
  return { kind: 'updated', bundle };
}

async function runSync(): Promise<SyncOutcome> {
  updatePackStatus({ syncing: true });
  const saved = await checkSavedBundle();
  try {
    const outcome = await download(saved);
    if (outcome.kind === 'updated') updatePackStatus({ saved: savedStatus(outcome.bundle) });
    updatePackStatus({ failed: false });
    return outcome;
  } catch (error) {
    updatePackStatus({ failed: true });
    return { kind: 'failed', error };
  } finally {
    updatePackStatus({ syncing: false });
  }
}

let inFlight: Promise<SyncOutcome> | null = null;
/** When the last sync brought the device up to date (performance.now()), or null. */
let syncedAt: number | null = null;

/**
 * A refresh this soon after the device was brought up to date is skipped: the page that
 * downloaded the pack on its first load would otherwise ask again as soon as it has loaded.
 */
export const FRESH_FOR_MS = 30_000;

/**
 * Brings the device's bundle up to the server's version (one download at a time). The
 * previous bundle stays in use until the new one is complete.
 */
export function syncOfflinePack(): Promise<SyncOutcome> {
  inFlight ??= runSync()
    .then((outcome) => {
      if (outcome.kind === 'updated' || outcome.kind === 'current') syncedAt = performance.now();
      return outcome;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** True when the device's pack was brought up to date less than FRESH_FOR_MS ago. */
export function isPackFresh(): boolean {
  return syncedAt !== null && performance.now() - syncedAt < FRESH_FOR_MS;
}
