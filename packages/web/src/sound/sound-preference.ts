import { useSyncExternalStore } from 'react';

/** One local-storage key per device: "1" when sounds are muted. */
export const SOUND_MUTED_KEY = 'trivia-sound-muted';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(SOUND_MUTED_KEY) === '1';
  } catch {
    return false; // Storage blocked (private mode): sounds stay on.
  }
}

export function isSoundMuted(): boolean {
  return read();
}

/** Remembers the choice on this device and tells every toggle on the page. */
export function setSoundMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(SOUND_MUTED_KEY, '1');
    else localStorage.removeItem(SOUND_MUTED_KEY);
  } catch {
    // Not remembered, but the page still follows the choice below.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUND_MUTED_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether sounds are muted on this device, live. */
export function useSoundMuted(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
