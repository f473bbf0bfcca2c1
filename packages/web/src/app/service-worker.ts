import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (PWA): it precaches the app shell (every screen), so the app
 * loads with the network off after one visit; the Offline Party Pack's content is kept by
 * the page (src/offline-pack). New versions activate on their own; the next navigation
 * uses them.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}
