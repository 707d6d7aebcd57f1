import './styles/global.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startInstallPromptCapture } from './features/install/install-prompt';
import { startServiceWorker } from './features/install/pwa-update';

// The browser's install offer fires once, early: listen before any screen has loaded.
startInstallPromptCapture();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// The service worker registers after the first load, never competing with it.
window.addEventListener('load', () => void startServiceWorker(), { once: true });
