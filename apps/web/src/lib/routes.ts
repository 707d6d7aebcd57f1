// Every path of SPEC §2 in one place: the named routes, the path builders, who may open each
// route, and where the top bar and bottom menu hide or show the logo variant. The router
// (app/router.tsx), the guard, the layout and the screens all read this file.

/** The spec's named routes (SPEC §2 "Named routes"); home{product} is homeVitrina. */
export const NAMED_ROUTES = {
  homePage: '/home',
  homeSelecta: '/home/admin',
  homeVitrina: '/home/team',
  propertyDetail: '/property/:id',
  clients: '/clients/:development',
  visitorView: '/visitor-view',
  deparments: '/deparments',
  inventoryPage: '/materials/inventory',
  projectsPage: '/projects',
  userPage: '/user',
} as const;

export const PATHS = {
  landing: '/',
  login: '/login',
  register: '/register',
  selectAccount: '/select-account',
  editUser: '/edit-user',
  forbidden: '/403',
  property: '/property',
  showRoomList: '/show-room-list',
  showRoom: '/show-room',
  newItem: '/new-item',
  /** The Admin's catalogue import from a CSV or XLSX file (issue 13), beside the inventory. */
  catalogueImport: '/materials/import',
  /** The Admin's leads inbox (issue 6). */
  leads: '/leads',
  item: '/item/:id',
  location: '/location',
  investPage: '/invest-page',
  contactPage: '/contactme-page',
  architecturePage: '/architecture-page',
  projectDetail: '/project-detail',
  amenitiesPage: '/amenities-page',
  goldPackage: '/gold-package',
  premiumPackage: '/premium-package',
  blackPackage: '/black-package',
  ...NAMED_ROUTES,
} as const;

/** The first development's slug (the demo data's; the topology page reads it from the path). */
export const FIRST_DEVELOPMENT = 'playa-del-carmen';

/** React Router cannot match a parameter inside a segment: /topology-{development} is parsed here. */
const TOPOLOGY = /^\/topology-([\w-]+)$/;
export const topologyPath = (development: string = FIRST_DEVELOPMENT) => `/topology-${development}`;
export const topologyDevelopment = (pathname: string): string | null => TOPOLOGY.exec(pathname)?.[1] ?? null;

export const propertyDetailPath = (id: number | string) => `/property/${encodeURIComponent(String(id))}`;
export const clientsPath = (development: string = FIRST_DEVELOPMENT) => `/clients/${encodeURIComponent(development)}`;
export const itemPath = (id: number | string) => `/item/${encodeURIComponent(String(id))}`;

/** Who may open a route (SPEC §2 table, §6). Admin routes need a session too. */
export type Access = 'public' | 'auth' | 'admin';

/** Routes without their own flag are public. Admin implies auth (no token → /login first). */
export const ROUTE_ACCESS: Readonly<Record<string, Access>> = {
  [PATHS.selectAccount]: 'auth',
  [PATHS.deparments]: 'auth',
  [PATHS.editUser]: 'auth',
  [PATHS.userPage]: 'auth',
  [PATHS.showRoomList]: 'auth',
  [PATHS.homeVitrina]: 'auth',
  [PATHS.newItem]: 'admin',
  [PATHS.homeSelecta]: 'admin',
  [PATHS.clients]: 'admin',
  [PATHS.inventoryPage]: 'admin',
  [PATHS.catalogueImport]: 'admin',
  [PATHS.leads]: 'admin',
};

/** Top bar and bottom menu are hidden here (SPEC §2 Layout). */
export const BARE_PATHS: readonly string[] = [PATHS.landing, PATHS.login, PATHS.register, PATHS.selectAccount];

/** The top bar shows its logo variant on these (SPEC §2 Layout). */
export function usesLogoVariant(pathname: string): boolean {
  const plain = [PATHS.location, PATHS.architecturePage, PATHS.projectDetail, PATHS.amenitiesPage, PATHS.property, PATHS.showRoom];
  return plain.includes(pathname as (typeof plain)[number]) || pathname.startsWith('/property/') || topologyDevelopment(pathname) !== null;
}

/** A place to return to after sign-in: only a path of this app, never another origin. */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === PATHS.login || value.startsWith(`${PATHS.login}?`)) return null;
  return value;
}
