// The authorization matrix of issue 3: every registered /api route × every kind of caller,
// with the exact status expected in each cell. Built from the app's own list of routes, so a
// route added without a row here fails the test. Each cell sends a request that is valid for
// the route, so the status shows the access decision, not a validation error.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/auth/sessions';
import { PRIVATE_CACHE_CONTROL } from '../../src/plugins/auth';
import { hashPassword } from '../../src/auth/passwords';
import { accountCodes, leads, properties, users } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/demo-data/users';
import { processImage } from '../../src/images/image-processing';
import { saveImage } from '../../src/images/image-repository';
import { buildTestApp, testDbKind, type TestApp } from '../helper';

const ROLES = ['anonymous', 'guest', 'owner', 'otherOwner', 'vitrina', 'selecta', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

interface Ctx {
  t: TestApp;
  role: Role;
  /** The caller's user id (null for anonymous). */
  self: number | null;
  owner1: number;
  unitOfOwner1: number;
  itemId: number;
  imageHash: string;
  leadId: number;
  unique: () => string;
  freshUser: () => Promise<{ id: number; email: string }>;
  freeUnit: () => Promise<number>;
}

interface Cell {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

const all = (status: number): Expected => Object.fromEntries(ROLES.map((r) => [r, status])) as Expected;
const signedIn = (status: number): Expected => ({ ...all(status), anonymous: 401 });
const adminOnly = (status: number): Expected => ({ ...all(403), anonymous: 401, admin: status });
const selfOrAdmin = (status: number): Expected => ({ ...all(403), anonymous: 401, owner: status, admin: status });

function multipart(field: string, filename: string, data: Buffer) {
  const boundary = `----matrix${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const MATRIX: Record<string, { expected: Expected; request: (c: Ctx) => Cell | Promise<Cell> }> = {
  'GET /api/health': { expected: all(200), request: () => ({ method: 'GET', url: '/api/health' }) },
  'POST /api/register': {
    expected: all(201),
    request: (c) => ({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Nueva Persona', email: `m-${c.unique()}@example.com`, phone: '+529841112233', password: 'Caribe2026x' },
    }),
  },
  'POST /api/signIn': {
    expected: all(200),
    request: () => ({ method: 'POST', url: '/api/signIn', payload: { email: 'owner2@vitrina.demo', password: DEMO_PASSWORD } }),
  },
  'GET /api/captcha': { expected: all(200), request: () => ({ method: 'GET', url: '/api/captcha' }) },
  'GET /api/user': { expected: signedIn(200), request: () => ({ method: 'GET', url: '/api/user' }) },
  'POST /api/logout': { expected: signedIn(200), request: () => ({ method: 'POST', url: '/api/logout' }) },
  'POST /api/forgot-password': {
    expected: all(200),
    request: async (c) => ({ method: 'POST', url: '/api/forgot-password', payload: { email: (await c.freshUser()).email, lang: 'es' } }),
  },
  'POST /api/update-user/:id': {
    expected: selfOrAdmin(200),
    request: (c) => ({
      method: 'POST',
      url: `/api/update-user/${c.owner1}`,
      payload: { name: 'Carlos Méndez Aguilar', email: 'owner1@vitrina.demo', phone: '+529841234567', current_password: DEMO_PASSWORD },
    }),
  },
  'POST /api/users/update-type': {
    // An Admin cannot change their own type; everyone else may become a Guest without a code.
    expected: { ...signedIn(200), admin: 403 },
    request: () => ({ method: 'POST', url: '/api/users/update-type', payload: { userType: 'Guest' } }),
  },
  'POST /api/update-type/:id': {
    expected: { ...signedIn(200), admin: 403 },
    request: (c) => ({ method: 'POST', url: `/api/update-type/${c.self ?? c.owner1}`, payload: { type: 'Guest' } }),
  },
  'GET /api/getAllProperties': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/getAllProperties' }) },
  'GET /api/properties/whith-user': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/properties/whith-user' }) },
  'GET /api/properties/no-user': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/properties/no-user' }) },
  'GET /api/users/list': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/users/list' }) },
  'GET /api/users/page': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/users/page?q=demo&limit=5' }) },
  'GET /api/getPropertiesByUserId/:id': {
    expected: selfOrAdmin(200),
    request: (c) => ({ method: 'GET', url: `/api/getPropertiesByUserId/${c.owner1}` }),
  },
  'GET /api/getVisitorProperty': { expected: all(200), request: () => ({ method: 'GET', url: '/api/getVisitorProperty' }) },
  'POST /api/getProperty': { expected: all(200), request: (c) => ({ method: 'POST', url: '/api/getProperty', payload: { id: c.unitOfOwner1 } }) },
  'POST /api/properties/assign-user': {
    expected: adminOnly(200),
    request: async (c) => ({
      method: 'POST',
      url: '/api/properties/assign-user',
      payload: { property_id: await c.freeUnit(), user_id: (await c.freshUser()).id },
    }),
  },
  'GET /api/properties/:id/audit': { expected: adminOnly(200), request: (c) => ({ method: 'GET', url: `/api/properties/${c.unitOfOwner1}/audit` }) },
  'POST /api/items/category': {
    expected: all(200),
    request: () => ({ method: 'POST', url: '/api/items/category', payload: { category: 'GOLD', typology: '2R' } }),
  },
  'GET /api/items/category': { expected: all(200), request: () => ({ method: 'GET', url: '/api/items/category?category=GOLD&typology=2R' }) },
  'GET /api/items': { expected: all(200), request: () => ({ method: 'GET', url: '/api/items' }) },
  'GET /api/items/page': { expected: all(200), request: () => ({ method: 'GET', url: '/api/items/page?q=sala&limit=5' }) },
  'GET /api/items/summary': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/items/summary?q=sala' }) },
  'GET /api/getItem/:id': { expected: all(200), request: (c) => ({ method: 'GET', url: `/api/getItem/${c.itemId}` }) },
  'POST /api/items': {
    expected: adminOnly(201),
    request: (c) => ({
      method: 'POST',
      url: '/api/items',
      payload: {
        item: { es: 'Lámpara de prueba', en: 'Test lamp', fr: 'Lampe de test' },
        description: { es: 'Descripción', en: 'Description', fr: 'Description' },
        code: `MX-${c.unique()}`,
        room: 'SALA',
        type: 'Decoración',
        category: 'GOLD',
        typology: '2R',
        quantity: 1,
      },
    }),
  },
  'PUT /api/items/:id': {
    expected: adminOnly(200),
    request: async (c) => {
      const current = (await c.t.app.inject({ method: 'GET', url: `/api/getItem/${c.itemId}?lang=es` })).json();
      const raw = await c.t.database.db.query.items.findFirst({ where: (i, { eq: e }) => e(i.id, c.itemId) });
      return {
        method: 'PUT',
        url: `/api/items/${c.itemId}`,
        payload: {
          item: raw!.item,
          description: raw!.description,
          code: current.code,
          room: current.room,
          type: current.type,
          category: current.category,
          typology: raw!.typology,
          quantity: current.quantity,
        },
      };
    },
  },
  'POST /api/items/upload/:itemId': {
    expected: adminOnly(200),
    request: async (c) => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b08d57' } }).png().toBuffer();
      return { method: 'POST', url: `/api/items/upload/${c.itemId}`, ...multipart('image', 'lamp.png', png) };
    },
  },
  'POST /api/items/import': {
    expected: adminOnly(200),
    request: (c) => {
      const csv = `code,category,typology,room,type,quantity,name_es,name_en,name_fr,description_es,description_en,description_fr\nMTX-${c.unique()},GOLD,2R,SALA,Mesa,1,Mesa,Table,Table,Roble,Oak,Chêne\n`;
      return { method: 'POST', url: '/api/items/import?dry_run=true', ...multipart('file', 'catalogue.csv', Buffer.from(csv)) };
    },
  },
  'GET /api/items/export': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/items/export?format=csv' }) },
  'GET /api/items/import/template': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/items/import/template?format=xlsx' }) },
  'GET /api/images/:hash': { expected: all(200), request: (c) => ({ method: 'GET', url: `/api/images/${c.imageHash}?w=320` }) },
  'POST /api/contact': {
    expected: all(201),
    request: () => ({ method: 'POST', url: '/api/contact', payload: { name: 'Ana López', email: 'ana@example.com', phone: '+529841112233' } }),
  },
  'GET /api/leads': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/leads' }) },
  'GET /api/leads/page': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/leads/page?status=new&limit=5' }) },
  'POST /api/leads/:id/status': {
    expected: adminOnly(200),
    request: (c) => ({ method: 'POST', url: `/api/leads/${c.leadId}/status`, payload: { status: 'contacted' } }),
  },
  'GET /api/settings': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/settings' }) },
  'PUT /api/settings': {
    expected: adminOnly(200),
    request: () => ({
      method: 'PUT',
      url: '/api/settings',
      payload: { brand_name: 'Vitrina', chat_phone_general: '+529841234567', chat_phone_sales: '+529847654321', sales_email: 'ventas@vitrina.demo' },
    }),
  },
  'GET /api/account-codes': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/account-codes' }) },
  'POST /api/account-codes': { expected: adminOnly(201), request: () => ({ method: 'POST', url: '/api/account-codes', payload: { type: 'Selecta' } }) },
  'POST /api/account-codes/:id/revoke': {
    expected: adminOnly(200),
    request: async (c) => {
      const [row] = await c.t.database.db
        .insert(accountCodes)
        .values({ type: 'Vitrina', codeHash: `matrix-${c.unique()}`, hint: 'MA… (8)', source: 'settings' })
        .returning({ id: accountCodes.id });
      return { method: 'POST', url: `/api/account-codes/${row!.id}/revoke` };
    },
  },
  'GET /api/config': { expected: all(200), request: () => ({ method: 'GET', url: '/api/config' }) },
  'GET /api/pdf/:lang': { expected: all(200), request: () => ({ method: 'GET', url: '/api/pdf/es' }) },
  'GET /api/favorites': { expected: signedIn(200), request: () => ({ method: 'GET', url: '/api/favorites' }) },
  'PUT /api/favorites/:itemId': { expected: signedIn(204), request: (c) => ({ method: 'PUT', url: `/api/favorites/${c.itemId}` }) },
  'DELETE /api/favorites/:itemId': { expected: signedIn(204), request: (c) => ({ method: 'DELETE', url: `/api/favorites/${c.itemId}` }) },
};

/**
 * Who may keep an answer (decision 022), read off the same cells: a route that needs a session
 * answers every caller (its 401 and 403 too) `private, no-store`; a public route whose answer
 * differs from one caller to another (a unit's owner fields, a new token, a one-use challenge)
 * is kept by no cache, for anyone; any other public answer keeps its own policy (e.g. the
 * catalogue's `public, no-cache`), the same whoever asks, with a token or without.
 */
function expectCachePolicy(route: string, expected: Expected, answers: Record<Role, { cacheControl: string | undefined; body: string }>) {
  const policies = Object.fromEntries(ROLES.map((role) => [role, answers[role].cacheControl]));
  const everyone = (policy: string | undefined) => Object.fromEntries(ROLES.map((role) => [role, policy]));
  if (expected.anonymous === 401) {
    expect(policies, `${route}: private answers`).toEqual(everyone(PRIVATE_CACHE_CONTROL));
  } else if (ROLES.some((role) => answers[role].body !== answers.anonymous.body)) {
    for (const role of ROLES) expect(policies[role] ?? '', `${route}: kept by no cache (${role})`).toMatch(/\bno-store\b/);
  } else {
    expect(policies, `${route}: one policy for every caller`).toEqual(everyone(answers.anonymous.cacheControl));
  }
}

describe(`authorization matrix (${testDbKind})`, () => {
  let t: TestApp;
  const ids = {} as Record<Role, number | null>;
  const typeOf = {} as Record<Role, string>;
  let base: Omit<Ctx, 'role' | 'self'>;
  let n = 0;

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const team = async (type: string) =>
      (await db.insert(users).values({ name: `${type} Team`, email: `${type.toLowerCase()}@matrix.test`, type, passwordHash }).returning())[0]!;
    const people = {
      guest: await byEmail('guest@vitrina.demo'),
      owner: await byEmail('owner1@vitrina.demo'),
      otherOwner: await byEmail('owner2@vitrina.demo'),
      vitrina: await team('Vitrina'),
      selecta: await team('Selecta'),
      admin: await byEmail('admin@vitrina.demo'),
    };
    ids.anonymous = null;
    for (const [role, user] of Object.entries(people)) {
      ids[role as Role] = user.id;
      typeOf[role as Role] = user.type;
    }
    const [unit] = await db.select().from(properties).where(eq(properties.userId, people.owner.id)).limit(1);
    const [item] = await db.query.items.findMany({ limit: 1 });
    const picture = await processImage(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1f5f5b' } }).png().toBuffer());
    await saveImage(db, picture);
    const [lead] = await db.insert(leads).values({ name: 'Lead', email: 'lead@example.com', phone: '+529841112233', source: 'contact' }).returning();
    base = {
      t,
      owner1: people.owner.id,
      unitOfOwner1: unit!.id,
      itemId: item!.id,
      imageHash: picture.hash,
      leadId: lead!.id,
      unique: () => `${Date.now().toString(36)}${++n}`,
      freshUser: async () => {
        const email = `fresh-${Date.now().toString(36)}-${++n}@example.com`;
        const [u] = await db.insert(users).values({ name: 'Fresh Person', email, passwordHash }).returning();
        return { id: u!.id, email };
      },
      freeUnit: async () => (await db.select().from(properties).where(and(isNull(properties.userId), isNotNull(properties.id))).limit(1))[0]!.id,
    };
  });
  afterAll(() => t.close());

  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = t.app.registeredRoutes.filter((r) => / \/api\//.test(r) && !r.includes('/api/docs')).sort();
    expect(registered).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(Object.entries(MATRIX))('%s', async (route, { expected, request }) => {
    const actual = {} as Record<Role, number>;
    const answers = {} as Record<Role, { cacheControl: string | undefined; body: string }>;
    for (const role of ROLES) {
      const self = ids[role];
      const cell = await request({ ...base, role, self });
      const headers: Record<string, string> = { ...(cell.headers ?? {}) };
      // A new session for every cell: a logout in one cell must not sign out the next.
      if (self !== null) headers.authorization = `Bearer ${await createSession(t.database.db, self)}`;
      const res = await t.app.inject({
        method: cell.method as 'GET',
        url: cell.url,
        headers,
        ...(cell.payload === undefined ? {} : { payload: cell.payload as object }),
        // Each cell from its own address, so per-address limits never decide a cell.
        remoteAddress: `10.9.${Math.floor(n / 250)}.${(n++ % 250) + 1}`,
      });
      actual[role] = res.statusCode;
      answers[role] = { cacheControl: res.headers['cache-control'] as string | undefined, body: res.body };
    }
    // Put the callers' types back: a cell may have changed its own type (e.g. to Guest).
    for (const role of ROLES) if (ids[role] !== null) await t.database.db.update(users).set({ type: typeOf[role] }).where(eq(users.id, ids[role]!));
    expect(actual, route).toEqual(expected);
    expectCachePolicy(route, expected, answers);
  });
});
