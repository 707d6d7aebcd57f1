import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_VIEWS, NAMED_ROUTES, developmentLongPath, developmentPath, developmentRoutePath, developmentViewOf, safeNext, topologyDevelopment, topologyPath, usesLogoVariant } from './routes';

describe('routes (SPEC §2)', () => {
  it('maps the named routes to the spec’s paths', () => {
    expect(NAMED_ROUTES).toEqual({
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
    });
  });

  it('reads /topology-{development} and nothing else', () => {
    expect(topologyDevelopment('/topology-playa-del-carmen')).toBe('playa-del-carmen');
    expect(topologyDevelopment('/topology-')).toBeNull();
    expect(topologyDevelopment('/topologies')).toBeNull();
    expect(topologyDevelopment('/x/topology-a')).toBeNull();
  });

  it('shows the logo variant on the development pages only, seed paths and long forms', () => {
    for (const path of [
      '/location',
      '/architecture-page',
      '/project-detail',
      '/amenities-page',
      '/topology-a',
      '/property',
      '/property/3',
      '/show-room',
      '/developments/tulum/location',
      '/developments/tulum/architecture-page',
      '/developments/tulum/project-detail',
      '/developments/tulum/amenities-page',
    ]) {
      expect(usesLogoVariant(path), path).toBe(true);
    }
    for (const path of ['/home', '/user', '/show-room-list', '/projects', '/developments/tulum', '/developments/tulum/invest-page', '/developments/tulum/gold-package', '/developments/tulum/nope']) {
      expect(usesLogoVariant(path), path).toBe(false);
    }
  });

  it("gives a development's pages the seed path for the first, the long form for the others (decision 030)", () => {
    const first = { slug: 'playa-del-carmen', first: true };
    const other = { slug: 'tulum', first: false };
    expect(developmentPath('project', first)).toBe('/projects');
    expect(developmentPath('location', first)).toBe('/location');
    expect(developmentPath('detail', first)).toBe('/project-detail');
    expect(developmentPath('GOLD', first)).toBe('/gold-package');
    expect(developmentPath('project', other)).toBe('/developments/tulum');
    expect(developmentPath('location', other)).toBe('/developments/tulum/location');
    expect(developmentPath('architecture', other)).toBe('/developments/tulum/architecture-page');
    expect(developmentPath('invest', other)).toBe('/developments/tulum/invest-page');
    expect(developmentPath('BLACK', other)).toBe('/developments/tulum/black-package');
    expect(developmentLongPath('amenities', 'playa-del-carmen')).toBe('/developments/playa-del-carmen/amenities-page');
    expect(developmentRoutePath('project')).toBe('developments/:slug');
    expect(developmentRoutePath('PREMIUM')).toBe('developments/:slug/premium-package');
    expect(topologyPath('tulum')).toBe('/topology-tulum');
  });

  it('reads which development page a path shows, and round-trips every address', () => {
    expect(developmentViewOf('/location')).toEqual({ view: 'location', slug: null });
    expect(developmentViewOf('/projects')).toEqual({ view: 'project', slug: null });
    expect(developmentViewOf('/developments/tulum')).toEqual({ view: 'project', slug: 'tulum' });
    expect(developmentViewOf('/developments/tulum/gold-package')).toEqual({ view: 'GOLD', slug: 'tulum' });
    for (const path of ['/home', '/developments', '/developments/tulum/nope', '/developments/Tulum/location', '/developments/a/b/c', '/topology-tulum']) {
      expect(developmentViewOf(path), path).toBeNull();
    }
    for (const view of DEVELOPMENT_VIEWS) {
      expect(developmentViewOf(developmentPath(view, { slug: 'x', first: true }))).toEqual({ view, slug: null });
      expect(developmentViewOf(developmentPath(view, { slug: 'costa-azul-2', first: false }))).toEqual({ view, slug: 'costa-azul-2' });
    }
  });

  it('returns after sign-in only to a path of this app', () => {
    expect(safeNext('/user?x=1')).toBe('/user?x=1');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil', '/login', '/login?next=/x']) expect(safeNext(bad)).toBeNull();
  });
});
