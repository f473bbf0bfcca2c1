import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../auth/use-auth';
import { afterLoadIdle } from '../../shell/after-load';
import { useOnlineStatus } from '../../shell/use-online-status';

/**
 * Issue 16: after the first visit to any page, the Offline Party Pack is kept on the device.
 * Once a signed-in user (or guest) is known and the browser is online, the offline bundle
 * is downloaded (or found current), after the first screen (afterLoadIdle) so it never
 * delays it, and again each time the browser comes back online. Renders nothing.
 */
export function OfflinePackSync() {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (!uid || !online) return undefined;
    return afterLoadIdle(() => {
      void import('./offline-pack-query')
        .then(({ refreshOfflinePack }) => refreshOfflinePack(queryClient, { unlessFresh: true }))
        .catch((error: unknown) => console.warn('Could not refresh the offline party pack', error));
    });
  }, [uid, online, queryClient]);
  return null;
}
