import { Outlet } from 'react-router';
import { ToastProvider } from '../ui/toast';
import { OfflineGameProvider } from './store/offline-game-store';

/** Wraps every Offline Party Pack screen: one persisted game and one toast for all of them. */
export function OfflineLayout() {
  return (
    <ToastProvider>
      <OfflineGameProvider>
        <Outlet />
      </OfflineGameProvider>
    </ToastProvider>
  );
}
