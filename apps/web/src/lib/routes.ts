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
  /** The Admin's developments (issue 21): the list, a new one, one to edit (by its slug). */
  adminDevelopments: '/admin/developments',
  adminDevelopmentNew: '/admin/developments/new',
  adminDevelopment: '/admin/developments/:slug',
  /** A development's stacking plan (issue 22): Admin and the sales team. */
  adminDevelopmentUnits: '/admin/developments/:slug/units',
  /** A development's collections: overdue and due-soon payments (issue 34): Admin and the sales team. */
  adminDevelopmentCollections: '/admin/developments/:slug/collections',
  /** A development's construction news as the office writes it (decision 064): Admin and the sales team. */
  adminDevelopmentNews: '/admin/developments/:slug/news',
  /** The office's inbox of unit threads (decision 068): Admin and the sales team. */
  adminMessages: '/admin/messages',
  /** A buyer's construction news: their developments' posts (decision 064). */
  news: '/news',
  item: '/item/:id',
  location: '/location',
  /** The public plan of the first development's units (issue 22); /developments/{slug}/availability for any. */
  availability: '/availability',
  investPage: '/invest-page',
  contactPage: '/contactme-page',
  architecturePage: '/architecture-page',
  projectDetail: '/project-detail',
  amenitiesPage: '/amenities-page',
  goldPackage: '/gold-package',
  premiumPackage: '/premium-package',
  blackPackage: '/black-package',
  /** A unit's file for its buyer (issue 34): documents, payment schedule, messages with the office. */
  ownerFile: '/property/:id/file',
  /** The signed-in person's notifications (issue 35, decision 063), reached from the top bar's bell. */
  notifications: '/notifications',
  /** A development's overview; its other pages are under it (developmentLongPath). */
  development: '/developments/:slug',
  ...NAMED_ROUTES,
} as const;

/** React Router cannot match a parameter inside a segment: /topology-{development} is parsed here. */
const TOPOLOGY = /^\/topology-([\w-]+)$/;
export const topologyPath = (development: string) => `/topology-${development}`;
export const topologyDevelopment = (pathname: string): string | null => TOPOLOGY.exec(pathname)?.[1] ?? null;

// --- A development's pages (decision 030) ----------------------------------------------
/**
 * The pages of a development a visitor opens: its overview (the project page), the content
 * pages (their copy is the development's pages of the same name) and the three package pages.
 */
export const DEVELOPMENT_VIEWS = ['project', 'location', 'architecture', 'detail', 'amenities', 'invest', 'GOLD', 'PREMIUM', 'BLACK', 'availability'] as const;
export type DevelopmentView = (typeof DEVELOPMENT_VIEWS)[number];

/** Each page's seed path (the first development's) and its segment under /developments/{slug}. */
const VIEW_ADDRESSES: Readonly<Record<DevelopmentView, { seed: string; segment: string | null }>> = {
  project: { seed: NAMED_ROUTES.projectsPage, segment: null },
  location: { seed: PATHS.location, segment: 'location' },
  architecture: { seed: PATHS.architecturePage, segment: 'architecture-page' },
  detail: { seed: PATHS.projectDetail, segment: 'project-detail' },
  amenities: { seed: PATHS.amenitiesPage, segment: 'amenities-page' },
  invest: { seed: PATHS.investPage, segment: 'invest-page' },
  GOLD: { seed: PATHS.goldPackage, segment: 'gold-package' },
  PREMIUM: { seed: PATHS.premiumPackage, segment: 'premium-package' },
  BLACK: { seed: PATHS.blackPackage, segment: 'black-package' },
  availability: { seed: PATHS.availability, segment: 'availability' },
};

/** A page's seed path: /location, /projects, … */
export const developmentSeedPath = (view: DevelopmentView): string => VIEW_ADDRESSES[view].seed;

/** A page's route under /developments (relative: 'developments/:slug/location'), for the route table. */
export const developmentRoutePath = (view: DevelopmentView): string => {
  const { segment } = VIEW_ADDRESSES[view];
  return `developments/:slug${segment ? `/${segment}` : ''}`;
};

/** A page's long form, which works for every development: /developments/{slug}/location. */
export function developmentLongPath(view: DevelopmentView, slug: string): string {
  const { segment } = VIEW_ADDRESSES[view];
  return `/developments/${encodeURIComponent(slug)}${segment ? `/${segment}` : ''}`;
}

/**
 * Where a development's page lives: the seed path for the first development, the long form for
 * the others. Also its canonical address (link previews), so a share never splits one page in two.
 */
export function developmentPath(view: DevelopmentView, development: { slug: string; first: boolean }): string {
  return development.first ? developmentSeedPath(view) : developmentLongPath(view, development.slug);
}

const LONG_FORM = /^\/developments\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/([\w-]+))?\/?$/;

/**
 * Which development page a path shows: a seed path (slug null: the first development's) or a
 * long form (its slug); null for any other path.
 */
export function developmentViewOf(pathname: string): { view: DevelopmentView; slug: string | null } | null {
  for (const view of DEVELOPMENT_VIEWS) if (VIEW_ADDRESSES[view].seed === pathname) return { view, slug: null };
  const match = LONG_FORM.exec(pathname);
  if (!match) return null;
  const [, slug, segment] = match;
  const view = DEVELOPMENT_VIEWS.find((v) => VIEW_ADDRESSES[v].segment === (segment ?? null));
  return view && slug ? { view, slug } : null;
}

/** The contact page with a unit named (issue 22): the lead says which unit of which development. */
export const contactAboutUnitPath = (unit: string, development: string) =>
  `${PATHS.contactPage}?${new URLSearchParams({ unit, development }).toString()}`;

export const propertyDetailPath = (id: number | string) => `/property/${encodeURIComponent(String(id))}`;
export const ownerFilePath = (id: number | string) => `${propertyDetailPath(id)}/file`;
export const clientsPath = (development: string) => `/clients/${encodeURIComponent(development)}`;
export const adminDevelopmentPath = (slug: string) => `/admin/developments/${encodeURIComponent(slug)}`;
export const adminDevelopmentUnitsPath = (slug: string) => `${adminDevelopmentPath(slug)}/units`;
export const adminDevelopmentCollectionsPath = (slug: string) => `${adminDevelopmentPath(slug)}/collections`;
export const adminDevelopmentNewsPath = (slug: string) => `${adminDevelopmentPath(slug)}/news`;
/** The buyer's news at one post (a notification's link). */
export const newsPostPath = (postId: number) => `${PATHS.news}#post-${postId}`;
export const itemPath = (id: number | string) => `/item/${encodeURIComponent(String(id))}`;

/**
 * Who may open a route (SPEC §2 table, §6). Admin routes need a session too; `sales` is the
 * Admin and the sales team (Vitrina, Selecta: the stacking plan, decision 034).
 */
export type Access = 'public' | 'auth' | 'admin' | 'sales';

/** Routes without their own flag are public. Admin implies auth (no token → /login first). */
export const ROUTE_ACCESS: Readonly<Record<string, Access>> = {
  [PATHS.selectAccount]: 'auth',
  [PATHS.deparments]: 'auth',
  [PATHS.editUser]: 'auth',
  [PATHS.userPage]: 'auth',
  [PATHS.showRoomList]: 'auth',
  [PATHS.ownerFile]: 'auth',
  [PATHS.notifications]: 'auth',
  [PATHS.news]: 'auth',
  [PATHS.homeVitrina]: 'auth',
  [PATHS.newItem]: 'admin',
  [PATHS.homeSelecta]: 'admin',
  [PATHS.clients]: 'admin',
  [PATHS.inventoryPage]: 'admin',
  [PATHS.catalogueImport]: 'admin',
  [PATHS.leads]: 'admin',
  [PATHS.adminDevelopments]: 'admin',
  [PATHS.adminDevelopmentNew]: 'admin',
  [PATHS.adminDevelopment]: 'admin',
  [PATHS.adminDevelopmentUnits]: 'sales',
  [PATHS.adminDevelopmentCollections]: 'sales',
  [PATHS.adminDevelopmentNews]: 'sales',
  [PATHS.adminMessages]: 'sales',
};

/** Top bar and bottom menu are hidden here (SPEC §2 Layout). */
export const BARE_PATHS: readonly string[] = [PATHS.landing, PATHS.login, PATHS.register, PATHS.selectAccount];

/** The development pages with the top bar's logo variant (SPEC §2 Layout), seed path or long form. */
const LOGO_VARIANT_VIEWS: readonly DevelopmentView[] = ['location', 'architecture', 'detail', 'amenities'];

/** The top bar shows its logo variant on these (SPEC §2 Layout). */
export function usesLogoVariant(pathname: string): boolean {
  const plain = [PATHS.property, PATHS.showRoom];
  const view = developmentViewOf(pathname)?.view;
  return (
    plain.includes(pathname as (typeof plain)[number]) ||
    pathname.startsWith('/property/') ||
    topologyDevelopment(pathname) !== null ||
    (view !== undefined && LOGO_VARIANT_VIEWS.includes(view))
  );
}

/** A place to return to after sign-in: only a path of this app, never another origin. */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === PATHS.login || value.startsWith(`${PATHS.login}?`)) return null;
  return value;
}
