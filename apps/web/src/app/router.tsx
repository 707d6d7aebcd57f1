// Routes (SPEC §2). Data router in library mode; every screen is a lazy route module under
// ./routes, so the first load carries only the shell and the screen being opened.
import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Splash } from './splash';

export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: Splash,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      // Built by later issues; a translated "coming soon" page until then.
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'register', lazy: () => import('./routes/register') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
