// Routes (SPEC §2): every path comes from lib/routes.ts. Data router in library mode; every
// screen is a lazy route module under ./routes, so the first load carries only the shell and
// the screen being opened. Screens that later issues build show a translated placeholder.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PATHS } from '../lib/routes';
import { guard } from './guard-loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { placeholder } from './routes/placeholder';
import { Splash } from './splash';

/** Paths are written relative to their parent ('/home' → 'home'). */
const rel = (path: string) => path.replace(/^\//, '');

const publicFramed: RouteObject[] = [
  { path: rel(PATHS.homePage), lazy: () => import('./routes/home') },
  { path: rel(PATHS.property), lazy: () => import('./routes/property') },
  { path: rel(PATHS.propertyDetail), lazy: () => import('./routes/property') },
  { path: rel(PATHS.showRoom), lazy: () => import('./routes/show-room') },
  { path: rel(PATHS.visitorView), lazy: () => import('./routes/visitor-view') },
  { path: rel(PATHS.item), lazy: () => import('./routes/item') },
  { path: rel(PATHS.location), lazy: () => import('./routes/location') },
  { path: rel(PATHS.projectsPage), lazy: () => import('./routes/info-projects') },
  { path: rel(PATHS.investPage), lazy: () => import('./routes/info-invest') },
  { path: rel(PATHS.contactPage), lazy: () => import('./routes/contact') },
  { path: rel(PATHS.architecturePage), lazy: () => import('./routes/info-architecture') },
  { path: rel(PATHS.projectDetail), lazy: () => import('./routes/info-project-detail') },
  { path: rel(PATHS.amenitiesPage), lazy: () => import('./routes/info-amenities') },
  { path: rel(PATHS.goldPackage), lazy: () => import('./routes/gold-package') },
  { path: rel(PATHS.premiumPackage), lazy: () => import('./routes/premium-package') },
  { path: rel(PATHS.blackPackage), lazy: () => import('./routes/black-package') },
  // /topology-{development}: one dynamic segment whose loader accepts only topology-*.
  { path: ':segment', lazy: () => import('./routes/topology') },
];

const authFramed: RouteObject[] = [
  { path: rel(PATHS.deparments), lazy: () => import('./routes/deparments') },
  { path: rel(PATHS.editUser), lazy: () => import('./routes/edit-user') },
  { path: rel(PATHS.userPage), lazy: () => import('./routes/user') },
  { path: rel(PATHS.showRoomList), lazy: () => import('./routes/show-room-list') },
  { path: rel(PATHS.homeVitrina), lazy: placeholder('homeTeam') },
];

const adminFramed: RouteObject[] = [
  { path: rel(PATHS.homeSelecta), lazy: () => import('./routes/home-admin') },
  { path: rel(PATHS.newItem), lazy: () => import('./routes/new-item') },
  { path: rel(PATHS.clients), lazy: () => import('./routes/clients') },
  { path: rel(PATHS.inventoryPage), lazy: () => import('./routes/inventory') },
  { path: rel(PATHS.leads), lazy: () => import('./routes/leads') },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: Splash,
    children: [
      // Bare screens: no top bar, no bottom menu (SPEC §2 Layout).
      { index: true, lazy: () => import('./routes/landing') },
      { path: rel(PATHS.login), lazy: () => import('./routes/login') },
      { path: rel(PATHS.register), lazy: () => import('./routes/register') },
      { loader: guard('auth'), children: [{ path: rel(PATHS.selectAccount), lazy: () => import('./routes/select-account') }] },
      { path: rel(PATHS.forbidden), lazy: () => import('./routes/forbidden') },
      // Everything else sits in the frame: top bar and bottom menu.
      {
        id: 'frame',
        lazy: () => import('./routes/frame'),
        children: [
          ...publicFramed,
          { loader: guard('auth'), children: authFramed },
          { loader: guard('admin'), children: adminFramed },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
