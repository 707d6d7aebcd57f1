// Routes (SPEC §2): every path comes from lib/routes.ts. Data router in library mode, used by
// the browser (app/router.tsx) and by the server renderer (src/entry-server.tsx). Every
// screen is a lazy module under ./routes; screens with data have a loader under ./loaders,
// lazy too, so a screen's code and its data are fetched side by side, not one after the other.
// `handle.modules` names both, so the server can preload exactly their files.
import type { RouteObject } from 'react-router';
import { DEVELOPMENT_VIEWS, PATHS, developmentRoutePath, developmentSeedPath, type DevelopmentView } from '../lib/routes';
import { guard } from './guard-loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { placeholder } from './routes/placeholder';
import { Splash } from './splash';

type Lazy = NonNullable<Exclude<RouteObject['lazy'], (...args: never[]) => unknown>>;
type ScreenModule = Record<string, unknown>;

const screenModules = import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/placeholder.tsx']);
const loaderModules = import.meta.glob<{ loader: NonNullable<RouteObject['loader']> }>('./loaders/*.ts');

/** What the server preloads for a matched route: source files as the build manifest names them. */
export interface RouteHandle {
  modules: string[];
}

/** A screen's lazy parts: its module (./routes/{name}.tsx) and, when ./loaders/{name}.ts exists, its loader. */
function lazyScreen(name: string, { errorBoundary = false } = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const file = `./routes/${name}.tsx`;
  const loaderFile = `./loaders/${name}.ts`;
  const load = screenModules[file];
  if (!load) throw new Error(`no route module ${file}`);
  const loadLoader = loaderModules[loaderFile];
  const lazy: Lazy = { Component: async () => (await load()).Component as never };
  if (errorBoundary) lazy.ErrorBoundary = async () => (await load()).ErrorBoundary as never;
  if (loadLoader) lazy.loader = async () => (await loadLoader()).loader;
  const handle: RouteHandle = { modules: [`src/app/routes/${name}.tsx`, ...(loadLoader ? [`src/app/loaders/${name}.ts`] : [])] };
  return { lazy, handle };
}

/** A screen at `path` (an index route without one). */
const screen = (name: string, path?: string): RouteObject => (path === undefined ? { index: true, ...lazyScreen(name) } : { path, ...lazyScreen(name) });

/** Paths are written relative to their parent ('/home' → 'home'). */
const rel = (path: string) => path.replace(/^\//, '');

/** The screen module of each development page (decision 030): the seed path and the long form share it. */
const DEVELOPMENT_SCREENS: Readonly<Record<DevelopmentView, string>> = {
  project: 'info-projects',
  location: 'location',
  architecture: 'info-architecture',
  detail: 'info-project-detail',
  amenities: 'info-amenities',
  invest: 'info-invest',
  GOLD: 'gold-package',
  PREMIUM: 'premium-package',
  BLACK: 'black-package',
  availability: 'availability',
};

const developmentScreens: RouteObject[] = DEVELOPMENT_VIEWS.flatMap((view) => [
  // /location, /projects, …: the first development.
  screen(DEVELOPMENT_SCREENS[view], rel(developmentSeedPath(view))),
  // /developments/{slug}, /developments/{slug}/location, …: any development.
  screen(DEVELOPMENT_SCREENS[view], developmentRoutePath(view)),
]);

const publicFramed: RouteObject[] = [
  screen('home', rel(PATHS.homePage)),
  screen('property', rel(PATHS.property)),
  screen('property', rel(PATHS.propertyDetail)),
  screen('show-room', rel(PATHS.showRoom)),
  screen('visitor-view', rel(PATHS.visitorView)),
  screen('item', rel(PATHS.item)),
  screen('contact', rel(PATHS.contactPage)),
  ...developmentScreens,
  // /topology-{development}: one dynamic segment whose loader accepts only topology-*.
  screen('topology', ':segment'),
];

const authFramed: RouteObject[] = [
  screen('deparments', rel(PATHS.deparments)),
  screen('edit-user', rel(PATHS.editUser)),
  screen('user', rel(PATHS.userPage)),
  screen('show-room-list', rel(PATHS.showRoomList)),
  screen('owner-file', rel(PATHS.ownerFile)),
  screen('notifications', rel(PATHS.notifications)),
  screen('news', rel(PATHS.news)),
  { path: rel(PATHS.homeVitrina), lazy: placeholder('homeTeam') },
];

const adminFramed: RouteObject[] = [
  screen('home-admin', rel(PATHS.homeSelecta)),
  screen('new-item', rel(PATHS.newItem)),
  screen('clients', rel(PATHS.clients)),
  screen('inventory', rel(PATHS.inventoryPage)),
  screen('catalogue-import', rel(PATHS.catalogueImport)),
  screen('leads', rel(PATHS.leads)),
  screen('admin-developments', rel(PATHS.adminDevelopments)),
  screen('admin-development', rel(PATHS.adminDevelopmentNew)),
  screen('admin-development', rel(PATHS.adminDevelopment)),
];

/** The Admin's and the sales team's screens (decision 034): the stacking plan, a development's collections and news, the threads' inbox. */
const salesFramed: RouteObject[] = [
  screen('stacking-plan', rel(PATHS.adminDevelopmentUnits)),
  screen('collections', rel(PATHS.adminDevelopmentCollections)),
  screen('admin-news', rel(PATHS.adminDevelopmentNews)),
  screen('message-inbox', rel(PATHS.adminMessages)),
];

/** The root route's id: its loader data and errors are keyed by it in the hydration data. */
export const ROOT_ROUTE_ID = 'root';
/** The frame's (top bar and bottom menu): the public screens with prices, sizes and distances sit in it. */
export const FRAME_ROUTE_ID = 'frame';

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: Splash,
    // Data every screen shows (the brand name from /config), prefetched with the screen's.
    lazy: { loader: async () => (await import('./loaders/root')).loader },
    handle: { modules: ['src/app/loaders/root.ts'] } satisfies RouteHandle,
    children: [
      // Bare screens: no top bar, no bottom menu (SPEC §2 Layout).
      screen('landing'),
      screen('login', rel(PATHS.login)),
      screen('register', rel(PATHS.register)),
      { loader: guard('auth'), children: [screen('select-account', rel(PATHS.selectAccount))] },
      screen('forbidden', rel(PATHS.forbidden)),
      // Everything else sits in the frame: top bar and bottom menu.
      {
        id: FRAME_ROUTE_ID,
        ...lazyScreen('frame', { errorBoundary: true }),
        children: [...publicFramed, { loader: guard('auth'), children: authFramed }, { loader: guard('admin'), children: adminFramed }, { loader: guard('sales'), children: salesFramed }],
      },
      screen('not-found', '*'),
    ],
  },
];
