import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VALIDATION_TEXTS, itemWriteResponseSchema } from '@vitrina/contracts';
import { items } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { ADMIN_EMAIL, GUEST_EMAIL, OWNER_EMAIL, callerFor, itemBody, type Caller } from './fixtures';

describe(`catalogue: admins create and edit items (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;
  let guest: Caller;
  let owner: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await callerFor(t.database.db, ADMIN_EMAIL);
    guest = await callerFor(t.database.db, GUEST_EMAIL);
    owner = await callerFor(t.database.db, OWNER_EMAIL);
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, caller?: Caller, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload: payload as object, headers: { ...caller?.headers, ...headers } });
  const count = async () => (await t.database.db.select({ id: items.id }).from(items)).length;

  it('POST /items creates an item (201) and answers it in the request language', async () => {
    const before = await count();
    const res = await send('POST', '/api/items', { ...itemBody('NEW-001'), lang: 'en' }, admin);
    expect(res.statusCode).toBe(201);
    const body = itemWriteResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      message: 'Item created successfully',
      item: { item: 'Floor lamp', description: 'Brass lamp', code: 'NEW-001', room: 'SALA', room_label: 'Living room', category: 'GOLD', typology: '2R', quantity: 2, image: null },
    });
    expect(await count()).toBe(before + 1);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, body.item.id));
    expect(row!.item).toEqual({ es: 'Lámpara de pie', en: 'Floor lamp', fr: 'Lampadaire' });
    // Readable at once by everyone, in the category list too.
    const listed = await t.app.inject({ method: 'GET', url: '/api/items/category?category=GOLD&typology=2R' });
    expect(listed.json().map((i: { code: string }) => i.code)).toContain('NEW-001');
  });

  it('refuses a duplicate code with 409 and changes nothing', async () => {
    await send('POST', '/api/items', itemBody('DUP-001'), admin);
    const before = await count();
    const res = await send('POST', '/api/items', itemBody('DUP-001', { room: 'TERRAZA' }), admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: 'Ya existe un ítem con ese código.', errors: { code: ['Ya existe un ítem con ese código.'] } });
    expect(await count()).toBe(before);
  });

  it('refuses bad bodies with 422 per field: BLACK, negative quantity, missing language, unknown fields', async () => {
    const before = await count();
    const res = await send(
      'POST',
      '/api/items',
      { ...itemBody('BAD-001', { category: 'BLACK', quantity: -1, typology: '9X', item: { es: 'Sólo español' } }), price: 10 },
      admin,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['category', 'item.en', 'item.fr', 'price', 'quantity', 'typology']);
    // Each field carries its own message, in the request's language.
    const fr = await send('POST', '/api/items', itemBody('MAL CODE', { quantity: 1.5, item: { es: 'Silla', en: 'Chair', fr: ' ' } }), admin, { 'accept-language': 'fr' });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors).toEqual({
      'item.fr': [VALIDATION_TEXTS.fr['item.nameRequired']],
      code: [VALIDATION_TEXTS.fr['item.codeInvalid']],
      quantity: [VALIDATION_TEXTS.fr['item.quantityRange']],
    });
    // The first failing rule is the one to show: a blank code is "required", not "format".
    expect((await send('POST', '/api/items', itemBody('  '), admin)).json().errors.code[0]).toBe(VALIDATION_TEXTS.es['item.codeRequired']);
    expect((await send('POST', '/api/items', itemBody('BAD-002', { quantity: 1.5 }), admin)).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('accepts ESTÁNDAR and stores it as ESTANDAR; quantity 0 is allowed', async () => {
    const res = await send('POST', '/api/items', itemBody('STD-001', { category: 'ESTÁNDAR', quantity: 0 }), admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({ category: 'ESTANDAR', quantity: 0 });
  });

  it('only an Admin may write: 401 anonymous, 403 any other type, nothing stored', async () => {
    const before = await count();
    const anonymous = await send('POST', '/api/items', itemBody('ANON-001'));
    expect(anonymous.statusCode).toBe(401);
    for (const caller of [guest, owner]) {
      expect((await send('POST', '/api/items', itemBody('ANON-001'), caller)).statusCode).toBe(403);
      expect((await send('PUT', '/api/items/1', itemBody('ANON-001'), caller)).statusCode).toBe(403);
    }
    // Refused before the body is even read: a bad body still answers 401.
    expect((await send('PUT', '/api/items/1', { nonsense: true })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('PUT /items/{id} replaces every field and the cached lists follow at once', async () => {
    const created = (await send('POST', '/api/items', itemBody('EDIT-001'), admin)).json().item;
    const url = `/api/getItem/${created.id}`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const edit = itemBody('EDIT-002', {
      item: { es: 'Lámpara de mesa', en: 'Table lamp', fr: 'Lampe de table' },
      room: 'COCINA',
      category: 'PREMIUM',
      typology: 'PH',
      quantity: 5,
      type: 'Decoración',
    });
    const res = await send('PUT', url.replace('/getItem/', '/items/'), edit, admin, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Article mis à jour avec succès',
      item: { id: created.id, item: 'Lampe de table', code: 'EDIT-002', room: 'COCINA', room_label: 'Cuisine - Îlot', category: 'PREMIUM', typology: 'PH', quantity: 5, type: 'Decoración' },
    });
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().code).toBe('EDIT-002');
    const gold = await t.app.inject({ method: 'GET', url: '/api/items/category?category=GOLD&typology=2R' });
    expect(gold.json().map((i: { id: number }) => i.id)).not.toContain(created.id);
    const premium = await t.app.inject({ method: 'POST', url: '/api/items/category', payload: { category: 'PREMIUM', typology: 'PH' } });
    expect(premium.json().map((i: { id: number }) => i.id)).toContain(created.id);
  });

  it('PUT answers 404 for an unknown item, 409 when taking another item’s code, 422 for a malformed id', async () => {
    const res = await send('PUT', '/api/items/999999', itemBody('GHOST-001'), admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(await t.database.db.select().from(items).where(eq(items.code, 'GHOST-001'))).toEqual([]);

    const a = (await send('POST', '/api/items', itemBody('TAKE-A'), admin)).json().item;
    await send('POST', '/api/items', itemBody('TAKE-B'), admin);
    const clash = await send('PUT', `/api/items/${a.id}`, itemBody('TAKE-B', { quantity: 9 }), admin);
    expect(clash.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, a.id));
    expect(row).toMatchObject({ code: 'TAKE-A', quantity: 2 });
    expect((await send('PUT', '/api/items/abc', itemBody('X-1'), admin)).statusCode).toBe(422);
  });
});
