import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (PWA): it precaches the app shell and caches game types and
 * topics, so the Offline Party Pack loads and plays with the network off after one visit.
 * New versions activate on their own; the next navigation uses them.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}
