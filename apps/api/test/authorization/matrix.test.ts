// The authorization matrix of issue 3: every registered /api route × every kind of caller,
// with the exact status expected in each cell. Built from the app's own list of routes, so a
// route added without a row here fails the test. Each cell sends a request that is valid for
// the route, so the status shows the access decision, not a validation error.
import { createECDH } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/auth/sessions';
import { PRIVATE_CACHE_CONTROL } from '../../src/plugins/auth';
import { hashPassword } from '../../src/auth/passwords';
import { accountCodes, developmentPhotos, developmentPostPhotos, developmentPosts, developments, images, leads, mailOutbox, notifications, packagePrices, properties, pushSubscriptions, storedFiles, typologies, unitPackageRequests, unitPaymentLines, unitPayments, users } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/demo-data/users';
import { processImage } from '../../src/images/image-processing';
import { saveImage } from '../../src/images/image-repository';
import { addDocument } from '../../src/documents/document-writes';
import { buildTestApp, testDbKind, type TestApp } from '../helper';

/** A post published now on owner1's unit's development (buyers only), with one photo when asked. */
async function freshPost(c: Ctx, withPhoto = false): Promise<{ id: number; photoId: number | null }> {
  const db = c.t.database.db;
  const [unit] = await db.select({ developmentId: properties.developmentId }).from(properties).where(eq(properties.id, c.unitOfOwner1));
  const text = { es: `Matrix ${c.unique()}`, en: '', fr: '' };
  const [post] = await db
    .insert(developmentPosts)
    .values({ developmentId: unit!.developmentId, title: text, body: text, audience: 'buyers', publishAt: new Date(Date.now() - 60_000), notifiedAt: new Date() })
    .returning({ id: developmentPosts.id });
  if (!withPhoto) return { id: post!.id, photoId: null };
  const [image] = await db.select({ id: images.id }).from(images).where(eq(images.hash, c.imageHash));
  const [photo] = await db.insert(developmentPostPhotos).values({ postId: post!.id, imageId: image!.id }).returning({ id: developmentPostPhotos.id });
  return { id: post!.id, photoId: photo!.id };
}
const postBody = { title: { es: 'Avance', en: '', fr: '' }, body: { es: 'Losa terminada.', en: '', fr: '' }, audience: 'buyers' };
const office = (status: number): Expected => ({ ...all(403), anonymous: 401, vitrina: status, selecta: status, admin: status });

/** A push device of owner1's. */
async function deviceOfOwner1(c: Ctx): Promise<number> {
  const [row] = await c.t.database.db
    .insert(pushSubscriptions)
    .values({ userId: c.owner1, endpoint: `https://fcm.googleapis.com/fcm/send/matrix-device-${c.unique()}`, p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

/** A notification of owner1's, unread. */
async function noticeOfOwner1(c: Ctx): Promise<number> {
  const [row] = await c.t.database.db
    .insert(notifications)
    .values({ userId: c.owner1, kind: 'document_shared', propertyId: c.unitOfOwner1, link: `/property/${c.unitOfOwner1}/file`, params: { title: 'Matrix', unit: '1' } })
    .returning({ id: notifications.id });
  return row!.id;
}

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
  /** A stream that never ends by itself (server-sent events): its status and headers are the cell. */
  stream?: boolean;
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

/** A development of its own for a cell that changes or removes something (slug, id). */
async function freshDevelopment(c: Ctx) {
  const key = c.unique();
  const [row] = await c.t.database.db
    .insert(developments)
    .values({ slug: `m-${key}`, code: key.toUpperCase(), name: `Matrix ${key}`, city: 'Tulum', address: 'Tulum', status: 'selling', sortOrder: 10 })
    .returning({ id: developments.id, slug: developments.slug });
  return row!;
}
async function freshTypology(c: Ctx) {
  const dev = await freshDevelopment(c);
  const [row] = await c.t.database.db
    .insert(typologies)
    .values({ developmentId: dev.id, code: '2R', name: { es: 'Dos', en: 'Two', fr: 'Deux' }, description: 'CONDO Depto. -2 Recamaras', sizeM2: 70, bedrooms: 2 })
    .returning({ id: typologies.id });
  return { ...dev, typologyId: row!.id };
}
async function freshPhoto(c: Ctx) {
  const dev = await freshDevelopment(c);
  const [image] = await c.t.database.db.select({ id: images.id }).from(images).where(eq(images.hash, c.imageHash));
  const [row] = await c.t.database.db.insert(developmentPhotos).values({ developmentId: dev.id, page: 'project', imageId: image!.id }).returning({ id: developmentPhotos.id });
  return { ...dev, photoId: row!.id };
}
/** A shared document of owner1's unit (a cell that reads, versions, changes or deletes one). */
async function freshDocument(c: Ctx): Promise<number> {
  const file = { chunks: [PDF], size: PDF.length, sha256: 'matrix', contentType: 'application/pdf' as const, fileName: 'matrix.pdf' };
  const outcome = await addDocument(c.t.database.db, c.owner1, c.unitOfOwner1, { title: `Matrix ${c.unique()}`, kind: 'contract', shared: true }, file);
  if (outcome.kind !== 'done') throw new Error('no document');
  return outcome.document.id;
}
/** Owner1's unit with a payment plan on its development (a cell that generates its schedule; nothing on it is ever paid). */
async function unitWithPlan(c: Ctx): Promise<number> {
  const db = c.t.database.db;
  const [unit] = await db.select({ developmentId: properties.developmentId }).from(properties).where(eq(properties.id, c.unitOfOwner1));
  const plan = [{ label: { es: 'Todo', en: 'All', fr: 'Tout' }, basis_points: 10_000, months_after_reservation: 0 }];
  await db.update(developments).set({ paymentPlan: plan }).where(eq(developments.id, unit!.developmentId));
  return c.unitOfOwner1;
}
/** An unpaid schedule line of owner2's unit (a cell that records a payment on it). */
async function freshLine(c: Ctx): Promise<number> {
  const db = c.t.database.db;
  const [unit] = await db.select({ id: properties.id }).from(properties).innerJoin(users, eq(users.id, properties.userId)).where(eq(users.email, 'owner2@vitrina.demo')).limit(1);
  const [line] = await db
    .insert(unitPaymentLines)
    .values({ propertyId: unit!.id, label: { es: 'Matriz', en: 'Matrix', fr: 'Matrice' }, dueDate: '2027-01-01', amountCents: 100_000 })
    .returning({ id: unitPaymentLines.id });
  return line!.id;
}
/** Owner1's unit at the standard level with a GOLD price for its type (a cell that asks for GOLD). */
async function unitToChoose(c: Ctx): Promise<number> {
  const db = c.t.database.db;
  const [unit] = await db.update(properties).set({ furniture: 'ESTANDAR' }).where(eq(properties.id, c.unitOfOwner1)).returning({ typologyId: properties.typologyId });
  await db.insert(packagePrices).values({ typologyId: unit!.typologyId, package: 'GOLD', amount: 1000 }).onConflictDoNothing();
  return c.unitOfOwner1;
}
/** Owner1's unit with a pending request for GOLD (a cell that decides it). */
async function unitWithRequest(c: Ctx): Promise<number> {
  const db = c.t.database.db;
  const unitId = await unitToChoose(c);
  await db.update(unitPackageRequests).set({ status: 'replaced' }).where(and(eq(unitPackageRequests.propertyId, unitId), eq(unitPackageRequests.status, 'pending')));
  await db.insert(unitPackageRequests).values({ propertyId: unitId, buyerId: c.owner1, package: 'GOLD', priceCents: 100_000, currency: 'MXN' });
  return unitId;
}
/** A payment received on a fresh line of owner2's unit (a cell that voids it). */
async function freshPayment(c: Ctx): Promise<number> {
  const [row] = await c.t.database.db.insert(unitPayments).values({ lineId: await freshLine(c), amountCents: 100, paidAt: '2026-02-10', method: 'cheque' }).returning({ id: unitPayments.id });
  return row!.id;
}
const developmentWrite = (slug: string, code: string) => ({ slug, code, name: 'Matrix', city: 'Tulum', address: 'Tulum', status: 'selling' });
const typologyWrite = { code: '3R', name: { es: 'Tres', en: 'Three', fr: 'Trois' }, description: 'CONDO Depto. -3 Recamaras', size_m2: 90, bedrooms: 3 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const MATRIX: Record<string, { expected: Expected; request: (c: Ctx) => Cell | Promise<Cell> }> = {
  'GET /api/health': { expected: all(200), request: () => ({ method: 'GET', url: '/api/health' }) },
  'GET /api/livez': { expected: all(200), request: () => ({ method: 'GET', url: '/api/livez' }) },
  'GET /api/readyz': { expected: all(200), request: () => ({ method: 'GET', url: '/api/readyz' }) },
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
  'POST /api/units/:id/status': {
    // Decision 033: the sales team may place a hold; Admin may make every move.
    expected: { ...adminOnly(200), vitrina: 200, selecta: 200 },
    request: async (c) => ({
      method: 'POST',
      url: `/api/units/${await c.freeUnit()}/status`,
      payload: { status: 'on_hold', until: new Date(Date.now() + 24 * 60 * 60_000).toISOString() },
    }),
  },
  'GET /api/developments/:slug/units': {
    // Decision 034: the office's plan is the Admin's and the sales team's.
    expected: { ...adminOnly(200), vitrina: 200, selecta: 200 },
    request: () => ({ method: 'GET', url: '/api/developments/playa-del-carmen/units' }),
  },
  'GET /api/developments/:slug/units/changes': {
    // Decision 037: the plan's stream of changes, for those who may read the plan.
    expected: { ...adminOnly(200), vitrina: 200, selecta: 200 },
    request: () => ({ method: 'GET', url: '/api/developments/playa-del-carmen/units/changes', stream: true }),
  },
  'POST /api/developments/:slug/units': {
    expected: adminOnly(201),
    request: (c) => ({ method: 'POST', url: '/api/developments/playa-del-carmen/units', payload: { number: `M${c.unique()}`, floor: 9, typology: '1R' } }),
  },
  'PUT /api/units/:id': {
    expected: adminOnly(200),
    request: async (c) => {
      const dev = await freshTypology(c);
      const [unit] = await c.t.database.db
        .insert(properties)
        .values({ developmentId: dev.id, typologyId: dev.typologyId, name: 'Depto 101', description: 'CONDO', number: '101', floor: 1, position: 1, sizeM2: 70 })
        .returning({ id: properties.id });
      return { method: 'PUT', url: `/api/units/${unit!.id}`, payload: { number: '101', floor: 1, position: 1, typology: '2R', price: 100_000 } };
    },
  },
  'GET /api/units/:id/prices': {
    expected: { ...adminOnly(200), vitrina: 200, selecta: 200 },
    request: (c) => ({ method: 'GET', url: `/api/units/${c.unitOfOwner1}/prices` }),
  },
  'POST /api/developments/:slug/units/reprice': {
    expected: adminOnly(200),
    request: () => ({
      method: 'POST',
      url: '/api/developments/playa-del-carmen/units/reprice?dry_run=true',
      payload: { selection: { floor_from: 7 }, mode: 'percent', value: 2, reason: 'Matriz' },
    }),
  },
  'GET /api/properties/:id/audit': { expected: { ...adminOnly(200), vitrina: 200, selecta: 200 }, request: (c) => ({ method: 'GET', url: `/api/properties/${c.unitOfOwner1}/audit` }) },
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
  'GET /api/admin/mail': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/admin/mail' }) },
  // Without SMTP_URL nothing can be sent again: the Admin's answer is 409, everyone else's the refusal.
  'POST /api/admin/mail/:id/resend': {
    expected: adminOnly(409),
    request: async (c) => {
      const [row] = await c.t.database.db.insert(mailOutbox).values({ to: 'x@example.com', subject: 'Matrix', text: 'x' }).returning();
      return { method: 'POST', url: `/api/admin/mail/${row!.id}/resend` };
    },
  },
  'GET /api/admin/backup': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/admin/backup' }) },
  'GET /api/admin/backups': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/admin/backups' }) },
  // The tests turn automatic backups off: the Admin's answer is 404, everyone else's the refusal.
  'GET /api/admin/backups/:name': { expected: adminOnly(404), request: () => ({ method: 'GET', url: '/api/admin/backups/vitrina-backup-20261125T030000Z.ndjson.gz' }) },
  'GET /api/config': { expected: all(200), request: () => ({ method: 'GET', url: '/api/config' }) },
  'GET /api/pdf/:lang': { expected: all(200), request: () => ({ method: 'GET', url: '/api/pdf/es' }) },
  'GET /api/developments': { expected: all(200), request: () => ({ method: 'GET', url: '/api/developments' }) },
  'GET /api/developments/:slug': { expected: all(200), request: () => ({ method: 'GET', url: '/api/developments/playa-del-carmen' }) },
  'GET /api/developments/:slug/availability': {
    expected: all(200),
    request: async (c) => {
      await c.t.database.db.update(developments).set({ publishAvailability: true }).where(eq(developments.slug, 'playa-del-carmen'));
      return { method: 'GET', url: '/api/developments/playa-del-carmen/availability' };
    },
  },
  'GET /api/developments/:slug/pdf/:lang': { expected: all(200), request: () => ({ method: 'GET', url: '/api/developments/playa-del-carmen/pdf/en' }) },
  'GET /api/files/:hash': {
    expected: all(200),
    request: async (c) => {
      const hash = 'f'.repeat(64);
      await c.t.database.db.insert(storedFiles).values({ hash, contentType: 'application/pdf', bytes: PDF.length, data: PDF }).onConflictDoNothing();
      return { method: 'GET', url: `/api/files/${hash}` };
    },
  },
  'GET /api/admin/developments': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/admin/developments' }) },
  'GET /api/admin/developments/:slug': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/admin/developments/playa-del-carmen' }) },
  'POST /api/developments': {
    expected: adminOnly(201),
    request: (c) => {
      const key = c.unique();
      return { method: 'POST', url: '/api/developments', payload: developmentWrite(`n-${key}`, key.toUpperCase()) };
    },
  },
  'PUT /api/developments/:slug': {
    expected: adminOnly(200),
    request: async (c) => {
      const dev = await freshDevelopment(c);
      return { method: 'PUT', url: `/api/developments/${dev.slug}`, payload: developmentWrite(dev.slug, c.unique().toUpperCase()) };
    },
  },
  'DELETE /api/developments/:slug': {
    expected: adminOnly(200),
    request: async (c) => ({ method: 'DELETE', url: `/api/developments/${(await freshDevelopment(c)).slug}` }),
  },
  'POST /api/developments/:slug/duplicate': {
    expected: adminOnly(201),
    request: (c) => {
      const key = c.unique();
      return { method: 'POST', url: '/api/developments/miami/duplicate', payload: { slug: `d-${key}`, code: key.toUpperCase(), name: 'Copia' } };
    },
  },
  'PUT /api/developments/order': {
    expected: adminOnly(200),
    request: async (c) => {
      const rows = await c.t.database.db.select({ slug: developments.slug }).from(developments).orderBy(developments.sortOrder, developments.id);
      return { method: 'PUT', url: '/api/developments/order', payload: { slugs: rows.map((r) => r.slug) } };
    },
  },
  'POST /api/developments/:slug/typologies': {
    expected: adminOnly(201),
    request: async (c) => ({ method: 'POST', url: `/api/developments/${(await freshDevelopment(c)).slug}/typologies`, payload: typologyWrite }),
  },
  'POST /api/developments/:slug/units/generate': {
    expected: adminOnly(200),
    request: async (c) => ({
      method: 'POST',
      url: `/api/developments/${(await freshTypology(c)).slug}/units/generate`,
      payload: { floor_from: 1, floor_to: 2, positions: 1, typologies: ['2R'], base_price: 1_000_000, floor_step: 10_000 },
    }),
  },
  'POST /api/developments/:slug/units/import': {
    expected: adminOnly(200),
    request: async (c) => {
      const csv = 'number,floor,position,typology,furniture,size_m2,price,status\n101,1,1,2R,GOLD,70,1500000,\n';
      return { method: 'POST', url: `/api/developments/${(await freshTypology(c)).slug}/units/import`, ...multipart('file', 'units.csv', Buffer.from(csv)) };
    },
  },
  'GET /api/developments/:slug/units/export': { expected: adminOnly(200), request: () => ({ method: 'GET', url: '/api/developments/playa-del-carmen/units/export?format=xlsx' }) },
  'PUT /api/typologies/:id': {
    expected: adminOnly(200),
    request: async (c) => ({ method: 'PUT', url: `/api/typologies/${(await freshTypology(c)).typologyId}`, payload: typologyWrite }),
  },
  'DELETE /api/typologies/:id': {
    expected: adminOnly(200),
    request: async (c) => ({ method: 'DELETE', url: `/api/typologies/${(await freshTypology(c)).typologyId}` }),
  },
  'POST /api/typologies/:id/cover': {
    expected: adminOnly(200),
    request: async (c) => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3e8e93' } }).png().toBuffer();
      return { method: 'POST', url: `/api/typologies/${(await freshTypology(c)).typologyId}/cover`, ...multipart('image', 'cover.png', png) };
    },
  },
  'POST /api/typologies/:id/floor-plan': {
    expected: adminOnly(200),
    request: async (c) => ({ method: 'POST', url: `/api/typologies/${(await freshTypology(c)).typologyId}/floor-plan`, ...multipart('file', 'plan.pdf', PDF) }),
  },
  'DELETE /api/typologies/:id/floor-plan': {
    expected: adminOnly(200),
    request: async (c) => ({ method: 'DELETE', url: `/api/typologies/${(await freshTypology(c)).typologyId}/floor-plan` }),
  },
  'POST /api/developments/:slug/photos': {
    expected: adminOnly(201),
    request: async (c) => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d8bd8a' } }).png().toBuffer();
      const dev = await freshDevelopment(c);
      const boundary = `----matrix${Date.now()}`;
      const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="page"\r\n\r\namenities\r\n`);
      return {
        method: 'POST',
        url: `/api/developments/${dev.slug}/photos`,
        payload: Buffer.concat([field, Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    },
  },
  'PUT /api/development-photos/:id': {
    expected: adminOnly(200),
    request: async (c) => ({ method: 'PUT', url: `/api/development-photos/${(await freshPhoto(c)).photoId}`, payload: { alt: { es: 'Foto' }, cover: true } }),
  },
  'PUT /api/developments/:slug/photos/order': {
    expected: adminOnly(200),
    request: async (c) => {
      const photo = await freshPhoto(c);
      return { method: 'PUT', url: `/api/developments/${photo.slug}/photos/order`, payload: { page: 'project', ids: [photo.photoId] } };
    },
  },
  'DELETE /api/development-photos/:id': {
    expected: adminOnly(200),
    request: async (c) => ({ method: 'DELETE', url: `/api/development-photos/${(await freshPhoto(c)).photoId}` }),
  },
  // A unit's documents (issue 34): the office writes, the Admin deletes, the unit's buyer reads
  // the shared ones; anyone else is told the unit or document does not exist (404).
  'GET /api/units/:id/documents': {
    expected: { ...all(404), anonymous: 401, owner: 200, vitrina: 200, selecta: 200, admin: 200 },
    request: (c) => ({ method: 'GET', url: `/api/units/${c.unitOfOwner1}/documents` }),
  },
  'POST /api/units/:id/documents': {
    expected: { ...all(403), anonymous: 401, vitrina: 201, selecta: 201, admin: 201 },
    request: (c) => {
      const boundary = `----matrix${Date.now()}`;
      const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      return {
        method: 'POST',
        url: `/api/units/${c.unitOfOwner1}/documents`,
        payload: Buffer.concat([
          Buffer.from(field('title', 'Contrato') + field('kind', 'contract') + field('shared', 'true')),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contrato.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
          PDF,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    },
  },
  'POST /api/documents/:id/versions': {
    expected: { ...all(403), anonymous: 401, vitrina: 201, selecta: 201, admin: 201 },
    request: async (c) => ({ method: 'POST', url: `/api/documents/${await freshDocument(c)}/versions`, ...multipart('file', 'v2.pdf', PDF) }),
  },
  'PUT /api/documents/:id': {
    expected: { ...all(403), anonymous: 401, vitrina: 200, selecta: 200, admin: 200 },
    request: async (c) => ({ method: 'PUT', url: `/api/documents/${await freshDocument(c)}`, payload: { title: 'Contrato firmado', shared: false } }),
  },
  'DELETE /api/documents/:id': {
    expected: adminOnly(200),
    request: async (c) => ({ method: 'DELETE', url: `/api/documents/${await freshDocument(c)}` }),
  },
  'GET /api/documents/:id/file': {
    expected: { ...all(404), anonymous: 401, owner: 200, vitrina: 200, selecta: 200, admin: 200 },
    request: async (c) => ({ method: 'GET', url: `/api/documents/${await freshDocument(c)}/file` }),
  },
  // A unit's payment schedule (issue 34, decision 048): the office writes, the unit's buyer
  // reads; anyone else is told the unit does not exist (404).
  'GET /api/units/:id/payments': {
    expected: { ...all(404), anonymous: 401, owner: 200, vitrina: 200, selecta: 200, admin: 200 },
    request: (c) => ({ method: 'GET', url: `/api/units/${c.unitOfOwner1}/payments` }),
  },
  'PUT /api/units/:id/payments': {
    expected: { ...all(403), anonymous: 401, vitrina: 200, selecta: 200, admin: 200 },
    request: async (c) => ({ method: 'PUT', url: `/api/units/${await c.freeUnit()}/payments`, payload: { lines: [{ label: 'Matrix', due_date: '2027-01-01', amount: 10 }] } }),
  },
  'POST /api/units/:id/payments/generate': {
    expected: { ...all(403), anonymous: 401, vitrina: 200, selecta: 200, admin: 200 },
    request: async (c) => ({ method: 'POST', url: `/api/units/${await unitWithPlan(c)}/payments/generate` }),
  },
  'POST /api/payment-lines/:id/payments': {
    expected: { ...all(403), anonymous: 401, vitrina: 201, selecta: 201, admin: 201 },
    request: async (c) => ({ method: 'POST', url: `/api/payment-lines/${await freshLine(c)}/payments`, payload: { amount: 1, paid_at: '2026-02-10', method: 'cash' } }),
  },
  // Voiding a payment (decision 056): the Admin's alone.
  'POST /api/payments/:id/void': {
    expected: adminOnly(200),
    request: async (c) => ({ method: 'POST', url: `/api/payments/${await freshPayment(c)}/void`, payload: { reason: 'Cheque devuelto' } }),
  },
  // A development's collections view (issue 34, decision 051): the office's alone.
  'GET /api/developments/:slug/collections': {
    expected: { ...all(403), anonymous: 401, vitrina: 200, selecta: 200, admin: 200 },
    request: () => ({ method: 'GET', url: '/api/developments/playa-del-carmen/collections?format=csv' }),
  },
  // A unit's messages (issue 34, decision 049): the unit's buyer and the office read and write;
  // anyone else is told the unit does not exist (404), before the body is read.
  'GET /api/units/:id/messages': {
    expected: { ...all(404), anonymous: 401, owner: 200, vitrina: 200, selecta: 200, admin: 200 },
    request: (c) => ({ method: 'GET', url: `/api/units/${c.unitOfOwner1}/messages` }),
  },
  'GET /api/units/:id/messages/unread': {
    expected: { ...all(404), anonymous: 401, owner: 200, vitrina: 200, selecta: 200, admin: 200 },
    request: (c) => ({ method: 'GET', url: `/api/units/${c.unitOfOwner1}/messages/unread` }),
  },
  'POST /api/units/:id/messages': {
    expected: { ...all(404), anonymous: 401, owner: 201, vitrina: 201, selecta: 201, admin: 201 },
    request: (c) => ({ method: 'POST', url: `/api/units/${c.unitOfOwner1}/messages`, payload: { body: 'Matrix' } }),
  },
  // The office's inbox of threads (decision 068): the office's alone.
  'GET /api/messages/threads': {
    expected: office(200),
    request: () => ({ method: 'GET', url: '/api/messages/threads?development=playa-del-carmen&limit=5' }),
  },
  'GET /api/messages/threads/unread': {
    expected: office(200),
    request: () => ({ method: 'GET', url: '/api/messages/threads/unread' }),
  },
  // A unit's package choice (issue 35, decision 059): the unit's buyer and the office read; the
  // buyer asks and withdraws a pending request (the office: 403); the office decides (a buyer:
  // 403); anyone else: 404.
  'GET /api/units/:id/selection': {
    expected: { ...all(404), anonymous: 401, owner: 200, vitrina: 200, selecta: 200, admin: 200 },
    request: (c) => ({ method: 'GET', url: `/api/units/${c.unitOfOwner1}/selection` }),
  },
  'POST /api/units/:id/selection': {
    expected: { ...all(404), anonymous: 401, owner: 201, vitrina: 403, selecta: 403, admin: 403 },
    request: async (c) => ({ method: 'POST', url: `/api/units/${await unitToChoose(c)}/selection`, payload: { package: 'GOLD' } }),
  },
  'DELETE /api/units/:id/selection': {
    expected: { ...all(404), anonymous: 401, owner: 200, vitrina: 403, selecta: 403, admin: 403 },
    request: async (c) => ({ method: 'DELETE', url: `/api/units/${await unitWithRequest(c)}/selection` }),
  },
  'POST /api/units/:id/selection/decision': {
    expected: { ...all(403), anonymous: 401, vitrina: 200, selecta: 200, admin: 200 },
    request: async (c) => ({ method: 'POST', url: `/api/units/${await unitWithRequest(c)}/selection/decision`, payload: { approve: true, note: 'Matrix' } }),
  },
  // A person's notifications (issue 35, decision 058): everyone signed in reads and marks their
  // own; another person's notification is the 404 of an unknown one.
  'GET /api/notifications': { expected: signedIn(200), request: () => ({ method: 'GET', url: '/api/notifications?limit=5' }) },
  'GET /api/notifications/unread': { expected: signedIn(200), request: () => ({ method: 'GET', url: '/api/notifications/unread' }) },
  'POST /api/notifications/:id/read': {
    expected: { ...all(404), anonymous: 401, owner: 200 },
    request: async (c) => ({ method: 'POST', url: `/api/notifications/${await noticeOfOwner1(c)}/read` }),
  },
  'POST /api/notifications/read-all': { expected: signedIn(200), request: () => ({ method: 'POST', url: '/api/notifications/read-all' }) },
  // Opening a page reads one's own notifications pointing there (decision 066); nobody else's.
  'POST /api/notifications/read': {
    expected: signedIn(200),
    request: async (c) => ({ method: 'POST', url: '/api/notifications/read', payload: { link: `/property/${c.unitOfOwner1}/file` } }),
  },
  'GET /api/notifications/preferences': { expected: signedIn(200), request: () => ({ method: 'GET', url: '/api/notifications/preferences' }) },
  'PUT /api/notifications/preferences': {
    expected: signedIn(200),
    request: () => ({ method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'message_received', push: true }] } }),
  },
  // A development's construction news (decision 064): the office writes; a buyer reads their
  // developments' posts (anyone else: 404); everyone reads a development's public ones.
  'GET /api/admin/developments/:slug/posts': { expected: office(200), request: async (c) => ({ method: 'GET', url: `/api/admin/developments/${(await freshDevelopment(c)).slug}/posts` }) },
  'POST /api/admin/developments/:slug/posts': {
    expected: office(201),
    request: async (c) => ({ method: 'POST', url: `/api/admin/developments/${(await freshDevelopment(c)).slug}/posts`, payload: postBody }),
  },
  'PUT /api/admin/posts/:id': { expected: office(200), request: async (c) => ({ method: 'PUT', url: `/api/admin/posts/${(await freshPost(c)).id}`, payload: postBody }) },
  'DELETE /api/admin/posts/:id': { expected: office(200), request: async (c) => ({ method: 'DELETE', url: `/api/admin/posts/${(await freshPost(c)).id}` }) },
  'POST /api/admin/posts/:id/photos': {
    expected: office(201),
    request: async (c) => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5a7d4e' } }).png().toBuffer();
      return { method: 'POST', url: `/api/admin/posts/${(await freshPost(c)).id}/photos`, ...multipart('image', 'site.png', png) };
    },
  },
  'DELETE /api/admin/post-photos/:id': { expected: office(200), request: async (c) => ({ method: 'DELETE', url: `/api/admin/post-photos/${(await freshPost(c, true)).photoId}` }) },
  'PUT /api/admin/posts/:id/photos/order': {
    expected: office(200),
    request: async (c) => ({ method: 'PUT', url: `/api/admin/posts/${(await freshPost(c)).id}/photos/order`, payload: { ids: [] } }),
  },
  // The same writes at the addresses issue 35 names.
  'POST /api/developments/:slug/posts': {
    expected: office(201),
    request: async (c) => ({ method: 'POST', url: `/api/developments/${(await freshDevelopment(c)).slug}/posts`, payload: postBody }),
  },
  'PUT /api/posts/:id': { expected: office(200), request: async (c) => ({ method: 'PUT', url: `/api/posts/${(await freshPost(c)).id}`, payload: postBody }) },
  'DELETE /api/posts/:id': { expected: office(200), request: async (c) => ({ method: 'DELETE', url: `/api/posts/${(await freshPost(c)).id}` }) },
  'POST /api/posts/:id/photos': {
    expected: office(201),
    request: async (c) => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5a7d4e' } }).png().toBuffer();
      return { method: 'POST', url: `/api/posts/${(await freshPost(c)).id}/photos`, ...multipart('image', 'site.png', png) };
    },
  },
  'GET /api/news': { expected: signedIn(200), request: () => ({ method: 'GET', url: '/api/news' }) },
  'GET /api/news/:id': {
    expected: { ...all(404), anonymous: 401, owner: 200, otherOwner: 200 },
    request: async (c) => ({ method: 'GET', url: `/api/news/${(await freshPost(c)).id}` }),
  },
  'GET /api/developments/:slug/posts': { expected: all(200), request: async (c) => ({ method: 'GET', url: `/api/developments/${(await freshDevelopment(c)).slug}/posts` }) },
  // Web push (decision 065): the public key is public; each person saves and removes their own devices.
  'GET /api/push/key': { expected: all(200), request: () => ({ method: 'GET', url: '/api/push/key' }) },
  'GET /api/push/public-key': { expected: all(200), request: () => ({ method: 'GET', url: '/api/push/public-key' }) },
  'POST /api/push/subscriptions': {
    expected: signedIn(204),
    request: (c) => ({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${c.unique()}`, keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: 'A'.repeat(22) } } }),
  },
  'DELETE /api/push/subscriptions': {
    expected: signedIn(204),
    request: (c) => ({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${c.unique()}` } }),
  },
  // A person's push devices on the profile (decision 066): their own list; removing another's is a 404.
  'GET /api/push/subscriptions': { expected: signedIn(200), request: () => ({ method: 'GET', url: '/api/push/subscriptions' }) },
  'DELETE /api/push/subscriptions/:id': {
    expected: { ...all(404), anonymous: 401, owner: 204 },
    request: async (c) => ({ method: 'DELETE', url: `/api/push/subscriptions/${await deviceOfOwner1(c)}` }),
  },
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

/** A refusal's body; for an open stream (200) none: it ends when the app closes. */
async function streamCellBody(res: Awaited<ReturnType<TestApp['app']['inject']>>): Promise<string> {
  const body = res.stream();
  if (res.statusCode === 200) {
    body.destroy();
    return '';
  }
  let text = '';
  for await (const chunk of body) text += String(chunk);
  return text;
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
      freeUnit: async () =>
        (await db.select().from(properties).where(and(isNull(properties.userId), eq(properties.status, 'available'))).limit(1))[0]!.id,
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
        // A stream's answer is in once its head is; a refusal's body is read to its end.
        ...(cell.stream ? { payloadAsStream: true } : {}),
      });
      actual[role] = res.statusCode;
      answers[role] = { cacheControl: res.headers['cache-control'] as string | undefined, body: cell.stream ? await streamCellBody(res) : res.body };
    }
    // Put the callers' types back: a cell may have changed its own type (e.g. to Guest).
    for (const role of ROLES) if (ids[role] !== null) await t.database.db.update(users).set({ type: typeOf[role] }).where(eq(users.id, ids[role]!));
    expect(actual, route).toEqual(expected);
    expectCachePolicy(route, expected, answers);
  });
});
