import { describe, expect, it } from 'vitest';
import { forbiddenExit, guardRedirect, landingFor } from './guard';

const visitor = { token: null, type: null };
const as = (type: 'Guest' | 'User' | 'Admin' | 'Vitrina' | 'Selecta') => ({ token: 'tok', type });

describe('guardRedirect (SPEC §2 route guard)', () => {
  it('lets anyone open a public route', () => {
    expect(guardRedirect('public', visitor, '/home')).toBeNull();
  });

  it('sends a visitor to /login, remembering the page', () => {
    expect(guardRedirect('auth', visitor, '/user?tab=1')).toBe('/login?next=%2Fuser%3Ftab%3D1');
    expect(guardRedirect('admin', visitor, '/clients/playa')).toBe('/login?next=%2Fclients%2Fplaya');
  });

  it('opens auth routes to every signed-in type', () => {
    for (const type of ['Guest', 'User', 'Admin', 'Vitrina', 'Selecta'] as const) expect(guardRedirect('auth', as(type), '/user')).toBeNull();
  });

  it('sends every type but Admin to /403 on admin routes', () => {
    for (const type of ['Guest', 'User', 'Vitrina', 'Selecta'] as const) expect(guardRedirect('admin', as(type), '/new-item')).toBe('/403');
    expect(guardRedirect('admin', as('Admin'), '/new-item')).toBeNull();
    expect(guardRedirect('admin', { token: 'tok', type: null }, '/new-item')).toBe('/403');
  });

  it('opens sales routes (the stacking plan) to Admin and the sales team only', () => {
    const plan = '/admin/developments/playa/units';
    for (const type of ['Admin', 'Vitrina', 'Selecta'] as const) expect(guardRedirect('sales', as(type), plan)).toBeNull();
    for (const type of ['Guest', 'User'] as const) expect(guardRedirect('sales', as(type), plan)).toBe('/403');
    expect(guardRedirect('sales', { token: null, type: null }, plan)).toBe('/login?next=%2Fadmin%2Fdevelopments%2Fplaya%2Funits');
  });
});

describe('landingFor (SPEC §4 sign-in)', () => {
  it('lands Admin on homeSelecta, Vitrina on homeVitrina, others on homePage', () => {
    expect(landingFor('Admin')).toBe('/home/admin');
    expect(landingFor('Vitrina')).toBe('/home/team');
    for (const type of ['Guest', 'User', 'Selecta', null] as const) expect(landingFor(type)).toBe('/home');
  });
});

describe('forbiddenExit (SPEC §2 /403 button)', () => {
  it('goes to /home with a token, else to /', () => {
    expect(forbiddenExit('tok')).toBe('/home');
    expect(forbiddenExit(null)).toBe('/');
  });
});
