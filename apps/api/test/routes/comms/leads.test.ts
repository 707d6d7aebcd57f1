import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leads } from '../../../src/db/schema';
import { translate } from '../../../src/i18n/translate';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { bearer } from './helpers';

describe(`leads inbox: GET /api/leads, POST /api/leads/{id}/status (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let guest: Record<string, string>;
  let owner: Record<string, string>;
  let ids: number[];
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    [admin, guest, owner] = await Promise.all([bearer(t, 'admin@vitrina.demo'), bearer(t, 'guest@vitrina.demo'), bearer(t, 'owner1@vitrina.demo')]);
    const rows = await t.database.db
      .insert(leads)
      .values([
        { name: 'Primero', email: 'a@example.com', phone: '+529840000001', source: 'contact', lang: 'es', createdAt: new Date('2026-05-01T10:00:00Z') },
        { name: 'Tercero', email: 'c@example.com', phone: '+529840000003', source: 'package', package: 'GOLD', lang: 'fr', createdAt: new Date('2026-05-03T10:00:00Z') },
        { name: 'Segundo', email: 'b@example.com', phone: '+529840000002', area: 'Ventas', units: 3, message: 'Hola', source: 'register', lang: 'en', createdAt: new Date('2026-05-02T10:00:00Z') },
      ])
      .returning({ id: leads.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  it('lists the leads newest first for an Admin, with every field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leads', headers: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((l: { name: string }) => l.name)).toEqual(['Tercero', 'Segundo', 'Primero']);
    expect(list[1]).toEqual({
      id: ids[2],
      name: 'Segundo',
      email: 'b@example.com',
      phone: '+529840000002',
      area: 'Ventas',
      units: 3,
      message: 'Hola',
      package: null,
      unit_number: null,
      development_code: null,
      source: 'register',
      lang: 'en',
      status: 'new',
      created_at: '2026-05-02T10:00:00.000Z',
    });
  });

  it('refuses anonymous callers with 401 and non-admins with 403, on both routes', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/leads' },
      { method: 'POST' as const, url: `/api/leads/${ids[0]}/status`, payload: { status: 'closed' } },
    ];
    for (const call of calls) {
      const anonymous = await t.app.inject({ ...call, headers: { 'accept-language': 'en' } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 'unauthenticated', message: translate('auth.unauthenticated', 'en') });
      expect((await t.app.inject({ ...call, headers: { authorization: 'Bearer not-a-real-token-at-all-000' } })).statusCode).toBe(401);
      for (const headers of [guest, owner]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    const [first] = await t.database.db.select().from(leads).where(eq(leads.id, ids[0]!));
    expect(first!.status).toBe('new');
  });

  it('checks the caller before the input: a stranger with a bad body still gets 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/leads/abc/status', payload: { status: 'nope' } });
    expect(res.statusCode).toBe(401);
  });

  it('changes a lead’s status and answers the updated lead', async () => {
    for (const status of ['contacted', 'closed', 'new'] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/api/leads/${ids[1]}/status`, headers: admin, payload: { status } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ids[1], name: 'Tercero', package: 'GOLD', status });
      const [row] = await t.database.db.select().from(leads).where(eq(leads.id, ids[1]!));
      expect(row!.status).toBe(status);
    }
  });

  it('answers 404 for an unknown lead and 422 for a bad status or id, changing nothing', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/leads/999999/status', headers: { ...admin, 'accept-language': 'fr' }, payload: { status: 'closed' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: translate('leads.notFound', 'fr') });

    const badStatus = await t.app.inject({ method: 'POST', url: `/api/leads/${ids[0]}/status`, headers: admin, payload: { status: 'won' } });
    expect(badStatus.statusCode).toBe(422);
    expect(Object.keys(badStatus.json().errors)).toEqual(['status']);
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await t.app.inject({ method: 'POST', url: `/api/leads/${id}/status`, headers: admin, payload: { status: 'closed' } })).statusCode).toBe(422);
    }
    const [first] = await t.database.db.select().from(leads).where(eq(leads.id, ids[0]!));
    expect(first!.status).toBe('new');
  });
});
