// growDatabase (issue 13, `npm run seed:scale`): adds only what is missing, always the same rows,
// spread like the demo catalogue, with the demo's pictures where it has them; a second run with
// the same numbers adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, like, max } from 'drizzle-orm';
import sharp from 'sharp';
import { CATEGORIES, LEAD_STATUSES, USER_TYPES, phoneFromInternational } from '@vitrina/contracts';
import { verifyPassword } from '../../src/auth/passwords';
import { items, leads, users } from '../../src/db/schema';
import { seedDemoData } from '../../src/demo-data';
import { DEMO_PASSWORD } from '../../src/demo-data/users';
import { processImage } from '../../src/images/image-processing';
import { saveImage } from '../../src/images/image-repository';
import { growDatabase } from '../../src/seed-scale/grow-database';
import { scaleItem, scaleTemplates } from '../../src/seed-scale/scale-items';
import { prepareDatabase } from '../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../helper';

const NOW = new Date('2026-06-01T12:00:00Z');
const itOnPostgres = testDbKind === 'postgres' ? it : () => undefined;

describe(`growDatabase (${testDbKind})`, () => {
  let demo: TestDatabase;
  let empty: TestDatabase;
  /** Demo items with a picture, by code. */
  const pictureOf = new Map<string, number>();

  beforeAll(async () => {
    [demo, empty] = [await createTestDatabase(), await createTestDatabase()];
    await prepareDatabase(demo.database, testConfig());
    await prepareDatabase(empty.database, testConfig());
    const db = demo.database.db;
    await seedDemoData(db, { images: false });
    // The test seed draws no pictures: give one to every demo item whose code ends in 01.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f5f5b' } }).png().toBuffer();
    const imageId = await saveImage(db, await processImage(png));
    const withPicture = await db.update(items).set({ imageId }).where(like(items.code, '%-01')).returning({ code: items.code });
    for (const { code } of withPicture) pictureOf.set(code, imageId);
  });
  afterAll(async () => {
    await demo?.drop();
    await empty?.drop();
  });

  const scaleRows = (db = demo.database.db) => db.select().from(items).where(like(items.code, 'SC-%')).orderBy(items.code);
  const totals = async (db = demo.database.db) => ({
    items: Number((await db.select({ n: count() }).from(items))[0]!.n),
    users: Number((await db.select({ n: count() }).from(users))[0]!.n),
    leads: Number((await db.select({ n: count() }).from(leads))[0]!.n),
  });

  it('grows a demo database to the numbers asked, adding to what is there', async () => {
    const result = await growDatabase(demo.database.db, { items: 300, users: 50, leads: 40 }, { now: NOW });
    expect(result.items).toMatchObject({ before: 277, added: 23, after: 300 });
    expect(result.users).toEqual({ before: 11, added: 39, after: 50 });
    expect(result.leads).toEqual({ before: 0, added: 40, after: 40 });
    expect(await totals()).toEqual({ items: 300, users: 50, leads: 40 });
    expect((await scaleRows()).map((r) => r.code)).toEqual(Array.from({ length: 23 }, (_, i) => `SC-${String(i + 1).padStart(6, '0')}`));
  });

  it('spreads the items like the demo catalogue, with names of their own in es, en and fr', async () => {
    const rows = await scaleRows();
    const demoKinds = new Set(scaleTemplates().map((t) => `${t.category}|${t.typology}|${t.room}|${t.type}`));
    for (const row of rows) {
      expect(demoKinds.has(`${row.category}|${row.typology}|${row.room}|${row.type}`), row.code).toBe(true);
      expect(new Set([row.item.es, row.item.en, row.item.fr]).size, row.code).toBe(3);
      expect(row.description.es.length).toBeGreaterThan(20);
      expect(row.quantity).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((r) => r.item.es)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThan(1);
    expect(rows.every((r) => r.category !== 'BLACK' && (CATEGORIES as readonly string[]).includes(r.category))).toBe(true);
  });

  it("shows the demo's pictures: an item has its demo piece's picture or none", async () => {
    const rows = await scaleRows();
    const withPicture = rows.filter((r) => r.imageId !== null);
    const result = await growDatabase(demo.database.db, { items: 300 });
    expect(result.items.withPicture).toBe(0);
    for (const row of rows) {
      const piece = scaleItem(Number(row.code.slice(3))).pictureOf;
      expect(row.imageId, row.code).toBe(piece === null ? null : (pictureOf.get(piece) ?? null));
    }
    // With every piece pictured, about 85% would be; here only the pieces ending in 01 are.
    expect(withPicture.length).toBeGreaterThan(0);
    expect(withPicture.length).toBeLessThan(rows.length);
  });

  it('makes accounts with unique e-mails, E.164 phones, no Admin, and one password nobody knows', async () => {
    const rows = await demo.database.db.select().from(users).where(like(users.email, '%.sc%@example.com'));
    expect(rows).toHaveLength(39);
    expect(new Set(rows.map((r) => r.email.toLowerCase())).size).toBe(39);
    for (const row of rows) {
      expect(phoneFromInternational(row.phone!), row.phone!).toBe(row.phone);
      expect(USER_TYPES.filter((t) => t !== 'Admin')).toContain(row.type);
      expect(row.name).toMatch(/^\S+ \S/);
    }
    expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(1);
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(false);
    expect(rows.some((r) => /[áéíóúñçèëï]/i.test(r.name))).toBe(true);
  });

  it('makes leads of every source, before the reference day, with valid statuses', async () => {
    const rows = await demo.database.db.select().from(leads);
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      expect(LEAD_STATUSES).toContain(row.status);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(phoneFromInternational(row.phone)).toBe(row.phone);
    }
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['contact', 'package', 'register']));
  });

  it('adds nothing on a second run with the same numbers, nor for numbers already reached', async () => {
    const lastIds = async () => ({
      items: (await demo.database.db.select({ m: max(items.id) }).from(items))[0]!.m,
      users: (await demo.database.db.select({ m: max(users.id) }).from(users))[0]!.m,
      leads: (await demo.database.db.select({ m: max(leads.id) }).from(leads))[0]!.m,
    });
    const before = await lastIds();
    const again = await growDatabase(demo.database.db, { items: 300, users: 50, leads: 40 });
    expect([again.items.added, again.users.added, again.leads.added]).toEqual([0, 0, 0]);
    const smaller = await growDatabase(demo.database.db, { items: 10, users: 5, leads: 1 });
    expect([smaller.items.added, smaller.users.added, smaller.leads.added]).toEqual([0, 0, 0]);
    expect(await growDatabase(demo.database.db, {})).toMatchObject({ items: { added: 0 }, users: { added: 0 }, leads: { added: 0 } });
    expect(await totals()).toEqual({ items: 300, users: 50, leads: 40 });
    expect(await lastIds()).toEqual(before);
  });

  it('fills a gap with the same item it had, and goes on where it stopped', async () => {
    const db = demo.database.db;
    const [gone] = await db.delete(items).where(eq(items.code, 'SC-000005')).returning();
    const result = await growDatabase(db, { items: 305 });
    expect(result.items).toMatchObject({ before: 299, added: 6, after: 305 });
    const [back] = await db.select().from(items).where(eq(items.code, 'SC-000005'));
    expect({ ...back, id: 0 }).toEqual({ ...gone, id: 0, updatedAt: back!.updatedAt });
    expect((await scaleRows()).map((r) => r.code).slice(-5)).toEqual(['SC-000024', 'SC-000025', 'SC-000026', 'SC-000027', 'SC-000028']);
  });

  it('gives any database the same items and people for the same numbers; without demo pictures, none', async () => {
    const result = await growDatabase(empty.database.db, { items: 30, users: 3 });
    expect(result.items).toEqual({ before: 0, added: 30, after: 30, withPicture: 0 });
    const here = await scaleRows(empty.database.db);
    const there = new Map((await scaleRows()).map((r) => [r.code, r]));
    for (const row of here.slice(0, 20)) {
      const other = there.get(row.code)!;
      expect([row.item, row.description, row.room, row.category, row.typology, row.quantity]).toEqual([other.item, other.description, other.room, other.category, other.typology, other.quantity]);
    }
    const people = await empty.database.db.select({ email: users.email }).from(users).orderBy(users.id);
    const demoPeople = await demo.database.db.select({ email: users.email }).from(users).where(inArray(users.email, people.map((p) => p.email)));
    expect(demoPeople).toHaveLength(3);
  });

  // PostgreSQL only: a PGlite database has no other process to tell (its folder's lock).
  itOnPostgres('tells servers on the same PostgreSQL database that the catalogue changed, once per run that adds items', async () => {
    const pg = (await import('pg')).default;
    const listener = new pg.Client({ connectionString: demo.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(`${n.channel}:${n.payload}`));
    await listener.query('listen vitrina_catalogue');
    await growDatabase(demo.database.db, { items: 306, users: 51 });
    await growDatabase(demo.database.db, { items: 306, users: 52 });
    // A round trip after the commits: notifications arrive before its answer.
    await listener.query('select 1');
    await listener.end();
    expect(heard).toEqual(['vitrina_catalogue:seed-scale']);
  });
});
