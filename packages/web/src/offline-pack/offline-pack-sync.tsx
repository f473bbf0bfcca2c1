import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../auth/use-auth';
import { afterLoadIdle } from '../shell/after-load';
import { useOnlineStatus } from '../shell/use-online-status';

/**
 * After the first visit to any page, the Offline Party Pack is kept on the device.
 * Once a signed-in user (or guest) is known and the browser is online, the offline bundle
 * is downloaded (or found current), after the first screen (afterLoadIdle) so it never
 * delays it, and again each time the browser comes back online. The refresh after a page's
 * load is skipped when that page has just brought the pack up to date (/offline's first
 * load downloads it for its own screen); one after coming back online never is.
 */
export function OfflinePackSync() {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const uid = user?.uid ?? null;
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    if (!uid || !online) return undefined;
    const reconnected = wasOffline.current;
    wasOffline.current = false;
    return afterLoadIdle(() => {
      void import('./offline-pack-query')
        .then(({ refreshOfflinePack }) =>
          refreshOfflinePack(queryClient, { unlessFresh: !reconnected }),
        )
        .catch((error: unknown) => console.warn('Could not refresh the offline party pack', error));
    });
  }, [uid, online, queryClient]);
  return null;
}
