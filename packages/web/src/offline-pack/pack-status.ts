import { useSyncExternalStore } from 'react';

/** What the device holds of the Offline Party Pack, for the readiness line on /offline. */
export interface PackStatus {
  /** True while a download of the bundle runs. */
  syncing: boolean;
  /** The bundle kept on this device (it outlives the page), or null. */
  saved: { version: string; topicCount: number } | null;
  /** True once the device's storage has been looked at. */
  checked: boolean;
  /** True when the last download failed (the saved bundle, if any, stays in use). */
  failed: boolean;
}

let status: PackStatus = { syncing: false, saved: null, checked: false, failed: false };
const listeners = new Set<() => void>();

export function getPackStatus(): PackStatus {
  return status;
}

export function updatePackStatus(patch: Partial<PackStatus>): void {
  status = { ...status, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePackStatus(): PackStatus {
  return useSyncExternalStore(subscribe, getPackStatus);
}
