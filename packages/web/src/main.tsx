import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { afterLoadIdle } from './shell/after-load';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// After the first screen: the service worker is not needed to show it, and its install
// downloads the whole app for offline play, which would compete with the screen's own code
// and data on a slow phone.
afterLoadIdle(() => {
  void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
});
