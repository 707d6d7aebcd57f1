import { describe, expect, it } from 'vitest';
import { NAMED_ROUTES, safeNext, topologyDevelopment, usesLogoVariant } from './routes';

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

  it('shows the logo variant on the development pages only', () => {
    for (const path of ['/location', '/architecture-page', '/project-detail', '/amenities-page', '/topology-a', '/property', '/property/3', '/show-room']) {
      expect(usesLogoVariant(path)).toBe(true);
    }
    for (const path of ['/home', '/user', '/show-room-list', '/projects']) expect(usesLogoVariant(path)).toBe(false);
  });

  it('returns after sign-in only to a path of this app', () => {
    expect(safeNext('/user?x=1')).toBe('/user?x=1');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil', '/login', '/login?next=/x']) expect(safeNext(bad)).toBeNull();
  });
});
