import { countOf } from '@trivia/game';
import { useEffect } from 'react';
import { checkSavedBundle } from './pack-sync';
import { usePackStatus } from './pack-status';
import { useServiceWorkerReady } from './use-service-worker-ready';

export const READY_TO_PLAY_OFFLINE = 'Ready to play offline';

function topicsText(count: number): string {
  return `${countOf(count, 'topic', 'topics')} saved on this device`;
}

/**
 * On /offline, whether this device can play with the network off: "Ready to play
 * offline" with the number of topics once the app and the whole pack are kept, a clear
 * message while they are still being saved.
 */
export function OfflineReadiness() {
  const status = usePackStatus();
  const worker = useServiceWorkerReady();
  useEffect(() => {
    void checkSavedBundle();
  }, []);

  let text: string;
  let ready = false;
  if (worker === 'unsupported') {
    text = 'This browser cannot keep the game for play without a network.';
  } else if (status.saved && worker === 'ready') {
    ready = true;
    text = topicsText(status.saved.topicCount);
  } else if (!status.checked || status.syncing || worker === 'pending') {
    text = 'Saving the party pack for offline play...';
  } else {
    text = 'The party pack is not saved on this device yet: it is saved once you are online.';
  }

  return (
    <p
      aria-live="polite"
      data-offline-ready={ready}
      className="mb-5 rounded-xl border border-slate-200 bg-white px-4 py-3 text-center text-sm font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      {ready ? (
        <>
          <span className="font-bold text-emerald-800 dark:text-emerald-300">
            {READY_TO_PLAY_OFFLINE}
          </span>
          <span aria-hidden="true"> · </span>
          <span>{text}</span>
        </>
      ) : (
        text
      )}
    </p>
  );
}
