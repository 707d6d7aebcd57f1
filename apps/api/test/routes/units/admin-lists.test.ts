import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { propertiesListSchema, usersListSchema } from '@vitrina/contracts';
import { developments, properties, typologies } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, callerFor, createPerson, type Caller } from './fixtures';

const ADMIN_LISTS = ['/api/getAllProperties', '/api/properties/whith-user', '/api/properties/no-user', '/api/users/list'];

describe(`units: the admin's lists (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;
  let others: Record<string, Caller>;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    admin = await callerFor(db, DEMO.admin);
    others = {
      guest: await callerFor(db, DEMO.guest),
      owner: await callerFor(db, DEMO.owner1),
      vitrina: await createPerson(db, 'Vitrina'),
      selecta: await createPerson(db, 'Selecta'),
    };
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each(ADMIN_LISTS)('%s answers 401 without a token or with an unknown one', async (url) => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token-but-long-enough' }] as Record<string, string>[]) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthenticated', message: 'Inicie sesión para continuar.' });
    }
  });

  it.each(ADMIN_LISTS)('%s answers 403 to every signed-in type but Admin', async (url) => {
    for (const [who, caller] of Object.entries(others)) {
      const res = await get(url, { ...caller.headers, 'accept-language': 'en' });
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: 'You are not allowed to do this.' });
    }
  });

  it('lists every unit, the purchased ones with their owner, the available ones without', async () => {
    const all = propertiesListSchema.parse((await get('/api/getAllProperties', admin.headers)).json());
    const purchased = propertiesListSchema.parse((await get('/api/properties/whith-user', admin.headers)).json());
    const available = propertiesListSchema.parse((await get('/api/properties/no-user', admin.headers)).json());
    expect(all).toHaveLength(81);
    expect(purchased).toHaveLength(27);
    expect(available).toHaveLength(54);
    expect(new Set([...purchased, ...available].map((p) => p.id))).toEqual(new Set(all.map((p) => p.id)));
    for (const p of purchased) {
      expect(p.user_id).not.toBeNull();
      expect(p.user?.id).toBe(p.user_id);
      expect(p.date_buy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Object.keys(p.user ?? {}).sort()).toEqual(['email', 'id', 'name', 'phone', 'type']);
    }
    for (const p of available) expect([p.user_id, p.user, p.date_buy]).toEqual([null, null, null]);
    expect(all.every((p) => p.development === 'PDC' && /^\d+ m²$/.test(p.size))).toBe(true);
    const sample = all.find((p) => p.typology === '1R');
    expect(sample).toMatchObject({ description: 'CONDO Depto.- 1 Recamara' });
  });

  it('orders units by number, numerically', async () => {
    const db = t.database.db;
    const [pdc] = await db.select({ id: developments.id }).from(developments).where(eq(developments.code, 'PDC'));
    const [t33] = await db.select({ id: typologies.id }).from(typologies).where(eq(typologies.id, 33));
    const inserted = await db
      .insert(properties)
      .values(['99', '1001'].map((number) => ({ developmentId: pdc!.id, typologyId: t33!.id, name: `Depto ${number}`, description: 'CONDO Depto.- 1 Recamara', number, floor: 1, sizeM2: 52.5 })))
      .returning({ id: properties.id });
    try {
      const numbers = propertiesListSchema.parse((await get('/api/properties/no-user', admin.headers)).json()).map((p) => p.number);
      expect(numbers[0]).toBe('99');
      expect(numbers.at(-1)).toBe('1001');
      expect(numbers).toEqual([...numbers].sort((a, b) => Number(a) - Number(b)));
    } finally {
      await db.delete(properties).where(sql`${properties.id} in (${sql.join(inserted.map((r) => sql`${r.id}`), sql`, `)})`);
    }
  });

  it('writes a size with decimals in the request language', async () => {
    const db = t.database.db;
    const [unit] = await db.select({ id: properties.id, size: properties.sizeM2 }).from(properties).limit(1);
    await db.update(properties).set({ sizeM2: 52.5 }).where(eq(properties.id, unit!.id));
    try {
      const size = async (lang: string) =>
        propertiesListSchema.parse((await get(`/api/getAllProperties?lang=${lang}`, admin.headers)).json()).find((p) => p.id === unit!.id)?.size;
      expect(await size('es')).toBe('52,5 m²');
      expect(await size('en')).toBe('52.5 m²');
      expect(await size('fr')).toBe('52,5 m²');
    } finally {
      await db.update(properties).set({ sizeM2: unit!.size }).where(eq(properties.id, unit!.id));
    }
  });

  it('lists the users for the assign dialog by name, with public fields only', async () => {
    const res = await get('/api/users/list', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/hash|password/i);
    const list = usersListSchema.parse(res.json());
    for (const u of res.json() as object[]) expect(Object.keys(u).sort()).toEqual(['email', 'id', 'name', 'phone', 'type']);
    expect(list.map((u) => u.email)).toEqual(expect.arrayContaining(Object.values(DEMO)));
    const names = list.map((u) => u.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
    expect(list.find((u) => u.email === DEMO.owner1)).toMatchObject({ type: 'User', phone: '+529841234567' });
  });

  it('describes every units route in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const routes = [
      ['get', '/api/getAllProperties'],
      ['get', '/api/properties/whith-user'],
      ['get', '/api/properties/no-user'],
      ['get', '/api/users/list'],
      ['get', '/api/getPropertiesByUserId/{id}'],
      ['get', '/api/getVisitorProperty'],
      ['post', '/api/getProperty'],
      ['post', '/api/properties/assign-user'],
      ['get', '/api/properties/{id}/audit'],
    ] as const;
    for (const [method, path] of routes) expect(Object.keys(doc.paths[path]?.[method]?.responses ?? {}), path).toContain('200');
    expect(Object.keys(doc.paths['/api/properties/assign-user']!.post!.responses)).toEqual(expect.arrayContaining(['401', '403', '404', '409', '422']));
  });
});
