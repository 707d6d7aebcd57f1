// Data of the owner's file specs (issue 34), made through the API as the Admin: a development
// of the test's own, and a unit of it reserved for a new buyer with a payment plan to generate from.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { authHeader, registerUser, type TestSession } from './session';

/** A development of this test only (its own slug and code), made through the API. */
export async function createDevelopment(request: APIRequestContext, admin: TestSession, label: string, extra: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 6);
  const body = {
    slug: `e2e-file-${label}-${id}`,
    code: `F${id.replace(/[^a-z0-9]/gi, '').toUpperCase()}`.slice(0, 12),
    name: `Residencias ${label} ${id}`,
    city: 'Tulum',
    address: 'Avenida Cobá 10',
    status: 'coming_soon',
    currency: 'USD',
    ...extra,
  };
  const res = await request.post('/api/developments', { headers: authHeader(admin), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return body;
}

/**
 * A development with a 30/70 plan, one unit type and three units at 100,000 USD numbered with a
 * prefix of their own (both widths and other specs share the server and the clients list), the
 * first reserved for a new buyer.
 */
export async function reservedUnit(request: APIRequestContext, admin: TestSession) {
  const prefix = `Q${randomUUID().slice(0, 4).toUpperCase()}`;
  const development = await createDevelopment(request, admin, 'unit', {
    payment_plan: [
      { label: { es: 'Enganche', en: 'Down payment', fr: 'Acompte' }, percent: 30, months_after_reservation: 0 },
      { label: { es: 'Entrega', en: 'Handover', fr: 'Livraison' }, percent: 70, months_after_reservation: 12 },
    ],
  });
  const type = { code: '1R', name: { es: 'Una recámara', en: 'One bedroom', fr: 'Une chambre' }, size_m2: 62, bedrooms: 1, description: 'CONDO 1R' };
  const made = await request.post(`/api/developments/${development.slug}/typologies`, { headers: authHeader(admin), data: type });
  expect(made.status(), await made.text()).toBe(201);
  const generated = await request.post(`/api/developments/${development.slug}/units/generate?dry_run=false`, {
    headers: authHeader(admin),
    data: { floor_from: 1, floor_to: 1, positions: 3, typologies: ['1R', '1R', '1R'], number_template: `${prefix}{floor}{position:02}`, base_price: 100_000, floor_step: 0 },
  });
  expect(generated.status(), await generated.text()).toBe(200);
  const units = (await (await request.get(`/api/developments/${development.slug}/units`, { headers: authHeader(admin) })).json()) as { units: { id: number; number: string }[] };
  const unit = units.units.find((x) => x.number === `${prefix}101`)!;
  const buyer = await registerUser(request);
  const reserved = await request.post(`/api/units/${unit.id}/status`, { headers: authHeader(admin), data: { status: 'reserved', user_id: buyer.user.id } });
  expect(reserved.status(), await reserved.text()).toBe(200);
  return { development, unit, buyer, number: unit.number };
}
