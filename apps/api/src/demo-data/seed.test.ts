import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DEFAULT_PACKAGE_TERMS, DEVELOPMENT_PAGES, LANGUAGES, ROOMS, TYPOLOGY_CODES } from '@vitrina/contracts';
import { verifyPassword } from '../auth/passwords';
import { migrate, type Database } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/helper';
import { developments, images, imageVariants, items, packagePrices, properties, typologies, users } from '../db/schema';
import { buildCatalogue } from './catalogue';
import { DemoDataAlreadySeededError, isSeeded, seedDemoData, type DemoSeedResult } from './index';
import { DEMO_PACKAGE_PRICES } from './package-prices';
import { planUnits } from './units';

const SPEC_DESCRIPTIONS = [
  'CONDO Depto.- 1 Recamara',
  'CONDO Depto. -Estudio PH',
  'CONDO Depto. -Estudio Garden',
  'CONDO Depto. -2 Recamaras',
  'CONDO Depto. -3 Recamaras',
  'CONDO Depto.- PH',
];
const NOW = new Date('2026-06-15T12:00:00Z');

let database: Database;
let testDb: TestDatabase;
let result: DemoSeedResult;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.database;
  await migrate(database);
  expect(await isSeeded(database.db)).toBe(false);
  result = await seedDemoData(database.db, { now: NOW, log: (msg) => console.log(msg) });
  console.log(`seed took ${result.durationMs} ms`, result.counts);
}, 120_000);

afterAll(async () => {
  await testDb?.drop();
});

describe('demo seed', () => {
  it('has the Playa del Carmen development and Miami coming soon', async () => {
    const rows = await database.db.select().from(developments).orderBy(asc(developments.sortOrder));
    expect(rows.map((d) => d.code)).toEqual(['PDC', 'MIA']);
    const [pdc, mia] = rows;
    expect(pdc).toMatchObject({
      slug: 'playa-del-carmen',
      status: 'selling',
      address: 'Quinta Avenida, Playa del Carmen, Quintana Roo, México',
      currency: 'MXN',
      apartments: 81,
      levels: 7,
      areaM2: 754,
      minUnitM2: 35,
      maxUnitM2: 106,
      products: 5000,
      packageTerms: DEFAULT_PACKAGE_TERMS,
    });
    expect(pdc!.distances.map((d) => [d.label.es, d.minutes])).toEqual([
      ['Playa', 2],
      ['Quinta Avenida', 2],
      ['Cenotes', 15],
      ['Aeropuerto', 50],
    ]);
    // Every page has its copy in every language (the web app's locale files held it before).
    for (const page of DEVELOPMENT_PAGES) for (const lang of LANGUAGES) expect(pdc!.pages[page]?.[lang], `${page} ${lang}`).toBeTruthy();
    expect(Math.abs((pdc?.latitude ?? 0) - 20.6296)).toBeLessThan(0.02);
    expect(Math.abs((pdc?.longitude ?? 0) + 87.0739)).toBeLessThan(0.02);
    expect(mia?.status).toBe('coming_soon');
  });

  it('has every typology code, ids 33/34/35 for 1R/2R/3R, sizes 35 to 106 m²', async () => {
    const rows = await database.db.select().from(typologies);
    expect(new Set(rows.map((t) => t.code))).toEqual(new Set(TYPOLOGY_CODES));
    const byId = new Map(rows.map((t) => [t.id, t.code]));
    expect([byId.get(33), byId.get(34), byId.get(35)]).toEqual(['1R', '2R', '3R']);
    for (const t of rows) for (const lang of ['es', 'en', 'fr'] as const) expect(t.name[lang]).not.toBe('');
    const units = await database.db.select({ size: properties.sizeM2 }).from(properties);
    const sizes = [...rows.map((t) => t.sizeM2), ...units.map((u) => u.size)];
    expect(Math.min(...sizes)).toBe(35);
    expect(Math.max(...sizes)).toBe(106);
  });

  it('prices GOLD < PREMIUM < BLACK for every unit type, growing with its size (decision 059)', async () => {
    const rows = await database.db
      .select({ code: typologies.code, size: typologies.sizeM2, package: packagePrices.package, amount: packagePrices.amount })
      .from(packagePrices)
      .innerJoin(typologies, eq(typologies.id, packagePrices.typologyId))
      .orderBy(asc(typologies.sizeM2));
    expect(rows).toHaveLength(TYPOLOGY_CODES.length * 3);
    expect(result.counts.packagePrices).toBe(rows.length);
    const of = (code: string, level: string) => rows.find((r) => r.code === code && r.package === level)!.amount;
    for (const code of TYPOLOGY_CODES) {
      expect(of(code, 'GOLD'), code).toBe(DEMO_PACKAGE_PRICES[code].GOLD);
      expect(of(code, 'GOLD'), code).toBeLessThan(of(code, 'PREMIUM'));
      expect(of(code, 'PREMIUM'), code).toBeLessThan(of(code, 'BLACK'));
    }
    const bySize = [...new Set(rows.map((r) => r.code))];
    for (const level of ['GOLD', 'PREMIUM', 'BLACK']) {
      const amounts = bySize.map((code) => of(code, level));
      expect(amounts, level).toEqual([...amounts].sort((a, b) => a - b));
    }
  });

  it('has 81 units over 7 levels using every unit-type text of SPEC §3', async () => {
    const rows = await database.db.select().from(properties);
    expect(rows).toHaveLength(81);
    expect(new Set(rows.map((p) => p.floor))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(rows.map((p) => p.number)).size).toBe(81);
    for (const text of SPEC_DESCRIPTIONS) expect(rows.some((p) => p.description === text)).toBe(true);
    expect(rows.filter((p) => p.floor === 7).every((p) => /PH$/.test(p.description))).toBe(true);
    expect(rows.some((p) => p.floor === 1 && p.description === 'CONDO Depto. -Estudio Garden')).toBe(true);
    expect(new Set(rows.map((p) => p.furniture))).toEqual(new Set(['ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK']));
  });

  it('sells about a third of the units, mostly to the demo owners, within the last two years', async () => {
    const rows = await database.db
      .select({ userId: properties.userId, dateBuy: properties.dateBuy, email: users.email })
      .from(properties)
      .leftJoin(users, eq(users.id, properties.userId));
    const sold = rows.filter((r) => r.userId !== null);
    expect(sold.length / rows.length).toBeGreaterThanOrEqual(0.25);
    expect(sold.length / rows.length).toBeLessThanOrEqual(0.4);
    const twoYearsAgo = new Date(NOW.getTime() - 730 * 86_400_000).toISOString().slice(0, 10);
    for (const r of sold) {
      expect(r.dateBuy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.dateBuy! >= twoYearsAgo && r.dateBuy! <= NOW.toISOString().slice(0, 10)).toBe(true);
    }
    expect(rows.filter((r) => r.userId === null).every((r) => r.dateBuy === null)).toBe(true);
    const byOwners = sold.filter((r) => r.email === 'owner1@vitrina.demo' || r.email === 'owner2@vitrina.demo');
    expect(byOwners.length / sold.length).toBeGreaterThan(0.5);
    expect(sold.some((r) => r.email === 'owner1@vitrina.demo')).toBe(true);
    expect(sold.some((r) => r.email === 'owner2@vitrina.demo')).toBe(true);
  });

  it('has items for each typology × ESTANDAR/GOLD/PREMIUM in three languages', async () => {
    const rows = await database.db.select().from(items);
    for (const typology of TYPOLOGY_CODES) {
      for (const category of ['ESTANDAR', 'GOLD', 'PREMIUM']) {
        const group = rows.filter((i) => i.typology === typology && i.category === category);
        expect(group.length, `${typology} ${category}`).toBeGreaterThanOrEqual(8);
        expect(group.length, `${typology} ${category}`).toBeLessThanOrEqual(15);
      }
    }
    for (const i of rows) {
      for (const lang of ['es', 'en', 'fr'] as const) {
        expect(i.item[lang].trim()).not.toBe('');
        expect(i.description[lang].trim()).not.toBe('');
      }
      expect(ROOMS).toContain(i.room);
      expect(i.quantity).toBeGreaterThan(0);
    }
    const differing = rows.filter((i) => i.item.es !== i.item.en && i.item.en !== i.item.fr && i.item.es !== i.item.fr);
    expect(differing.length / rows.length).toBeGreaterThan(0.9);
    // Richer packages say more about each piece.
    const avg = (category: string) => {
      const group = rows.filter((i) => i.category === category);
      return group.reduce((n, i) => n + i.description.es.length, 0) / group.length;
    };
    expect(avg('GOLD')).toBeGreaterThan(avg('ESTANDAR'));
    expect(avg('PREMIUM')).toBeGreaterThan(avg('ESTANDAR'));
  });

  it('exercises every room-label rule of SPEC §9', async () => {
    const rows = await database.db.select({ typology: items.typology, room: items.room }).from(items);
    const rooms = (code: string) => new Set(rows.filter((r) => r.typology === code).map((r) => r.room));
    expect(rooms('2R')).toContain('BAÑO1 - GENERAL');
    expect(rooms('2R')).toContain('COCINA');
    expect(rooms('2R')).toContain('COMEDOR');
    for (const code of ['PH', '1R', 'EG', 'EPH']) expect(rooms(code)).toContain('COCINA');
    expect(rooms('3R')).toContain('Cocina');
    expect(rooms('3R')).toContain('Comedor');
    expect(rooms('3R')).not.toContain('COCINA');
    expect(rooms('EG')).toContain('JARDIN');
  });

  it('gives most items a picture, some none, and every picture its variants', async () => {
    const rows = await database.db.select({ imageId: items.imageId }).from(items);
    const withImage = rows.filter((r) => r.imageId !== null).length;
    expect(withImage).toBeGreaterThan(rows.length * 0.8);
    expect(withImage).toBeLessThan(rows.length);
    const pictures = await database.db.select().from(images);
    expect(pictures.length).toBeGreaterThan(20);
    expect(pictures.length).toBeLessThan(withImage);
    for (const picture of pictures) {
      expect(picture.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(picture.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(picture.width / picture.height).toBeCloseTo(4 / 3);
    }
    const variants = await database.db
      .select({ imageId: imageVariants.imageId, n: sql<number>`count(*)::int`, bytes: sql<number>`min(length(${imageVariants.data}))::int` })
      .from(imageVariants)
      .groupBy(imageVariants.imageId);
    expect(variants).toHaveLength(pictures.length);
    for (const v of variants) {
      expect(v.n).toBe(3);
      expect(v.bytes).toBeGreaterThan(500);
    }
    const [one] = await database.db.select().from(imageVariants).where(eq(imageVariants.width, 320)).limit(1);
    expect((await sharp(one!.data).metadata()).format).toBe('webp');
  });

  it('lets the demo accounts sign in with their password', async () => {
    expect(result.accounts.map((a) => a.email).sort()).toEqual(
      ['admin@vitrina.demo', 'guest@vitrina.demo', 'owner1@vitrina.demo', 'owner2@vitrina.demo'],
    );
    for (const account of result.accounts) {
      expect(account.password).toMatch(/^(?=.*[A-Z])(?=.*\d).{8,}$/);
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.type).toBe(account.role);
      expect(user?.phone).toMatch(/^\+\d{10,15}$/);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(user!.passwordHash, 'wrong-Password1')).toBe(false);
    }
    const roles = result.accounts.map((a) => a.role).sort();
    expect(roles).toEqual(['Admin', 'Guest', 'User', 'User']);
  });

  it('marks the database as seeded and refuses a second run', async () => {
    expect(await isSeeded(database.db)).toBe(true);
    await expect(seedDemoData(database.db, { images: false })).rejects.toBeInstanceOf(DemoDataAlreadySeededError);
    expect(await database.db.$count(properties)).toBe(81);
    expect(await database.db.$count(packagePrices)).toBe(TYPOLOGY_CODES.length * 3);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(planUnits(NOW))).toBe(JSON.stringify(planUnits(NOW)));
    expect(JSON.stringify(buildCatalogue(TYPOLOGY_CODES))).toBe(JSON.stringify(buildCatalogue(TYPOLOGY_CODES)));
    const codes = buildCatalogue(TYPOLOGY_CODES).map((i) => i.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
