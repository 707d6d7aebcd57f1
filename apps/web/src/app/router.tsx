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
  { path: rel(PATHS.homePage), lazy: placeholder('home') },
  { path: rel(PATHS.property), lazy: placeholder('property') },
  { path: rel(PATHS.propertyDetail), lazy: placeholder('property') },
  { path: rel(PATHS.showRoom), lazy: placeholder('showRoom') },
  { path: rel(PATHS.visitorView), lazy: placeholder('visitorView') },
  { path: rel(PATHS.item), lazy: placeholder('item') },
  { path: rel(PATHS.location), lazy: placeholder('location') },
  { path: rel(PATHS.projectsPage), lazy: placeholder('projects') },
  { path: rel(PATHS.investPage), lazy: placeholder('investPage') },
  { path: rel(PATHS.contactPage), lazy: placeholder('contactPage') },
  { path: rel(PATHS.architecturePage), lazy: placeholder('architecturePage') },
  { path: rel(PATHS.projectDetail), lazy: placeholder('projectDetail') },
  { path: rel(PATHS.amenitiesPage), lazy: placeholder('amenitiesPage') },
  { path: rel(PATHS.goldPackage), lazy: placeholder('goldPackage') },
  { path: rel(PATHS.premiumPackage), lazy: placeholder('premiumPackage') },
  { path: rel(PATHS.blackPackage), lazy: placeholder('blackPackage') },
  // /topology-{development}: one dynamic segment whose loader accepts only topology-*.
  { path: ':segment', lazy: () => import('./routes/topology') },
];

const authFramed: RouteObject[] = [
  { path: rel(PATHS.deparments), lazy: placeholder('deparments') },
  { path: rel(PATHS.editUser), lazy: () => import('./routes/edit-user') },
  { path: rel(PATHS.userPage), lazy: () => import('./routes/user') },
  { path: rel(PATHS.showRoomList), lazy: placeholder('showRoomList') },
  { path: rel(PATHS.homeVitrina), lazy: placeholder('homeTeam') },
];

const adminFramed: RouteObject[] = [
  { path: rel(PATHS.homeSelecta), lazy: placeholder('homeAdmin') },
  { path: rel(PATHS.newItem), lazy: placeholder('newItem') },
  { path: rel(PATHS.clients), lazy: placeholder('clients') },
  { path: rel(PATHS.inventoryPage), lazy: placeholder('inventory') },
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
