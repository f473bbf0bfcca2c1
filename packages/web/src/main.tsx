import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// After the first screen: the service worker code is not needed to show it.
window.addEventListener('load', () => {
  void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
});
