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

async function download(saved: OfflineBundleResponse | null): Promise<SyncOutcome> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The version is the ETag: an unchanged library costs a 304 and no download.
  if (saved) headers['If-None-Match'] = `"${saved.version}"`;
  const response = await fetch(OFFLINE_BUNDLE_PATH, {
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (response.status === 304 && saved) return { kind: 'current', bundle: saved };
  if (response.status === 401) return { kind: 'signed-out' };
  if (!response.ok) throw new Error(`Request failed (${response.status})`);
  // The whole body is read and checked before anything is written: a download cut short
  // fails here and leaves the saved bundle as it was.
  const bundle: unknown = await response.json();
  if (!isOfflineBundle(bundle)) throw new Error('The offline party pack arrived incomplete');
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

/**
 * Brings the device's bundle up to the server's version (one download at a time). The
 * previous bundle stays in use until the new one is complete.
 */
export function syncOfflinePack(): Promise<SyncOutcome> {
  inFlight ??= runSync().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
