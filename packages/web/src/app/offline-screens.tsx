import { useRoutes } from 'react-router';
import { offlineRoutes } from '../offline/routes';

/** The Offline Party Pack's own route objects (src/offline/routes.tsx), rendered in place. */
export default function OfflineScreens() {
  return useRoutes(offlineRoutes);
}
