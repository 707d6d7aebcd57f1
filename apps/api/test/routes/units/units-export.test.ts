// GET /developments/{slug}/units/export (issue 22, decision 034): the import's columns in order,
// units by floor, position and number, a CSV with a BOM or an XLSX named after the development;
// export → import gives back every unit unchanged, and an edited file updates exactly what was
// edited (CSV and XLSX); a 2,000-unit building imports in one call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { UNIT_IMPORT_COLUMNS } from '@vitrina/contracts';
import { properties } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, callerFor, type Caller } from './fixtures';
import { getUnitsExport, newDevelopment, postGenerate, postUnitsImport, priceHistory, storedUnits } from './unit-setup-fixtures';

const today = () => new Date().toISOString().slice(0, 10);

describe(`units export and round trips (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await callerFor(t.database.db, DEMO.admin);
  });
  afterAll(async () => t?.close());

  /** A development of 2 floors × 3 units, one without a price, one sold, one without a position. */
  async function building() {
    const dev = await newDevelopment(t);
    const body = { floor_from: 1, floor_to: 2, positions: 3, typologies: ['1R', '2R', '3R'], base_price: 1_500_000.5, floor_step: 20_000 };
    expect((await postGenerate(t, admin, dev.slug, body, { dryRun: false })).statusCode).toBe(200);
    await t.database.db.update(properties).set({ status: 'sold' }).where(eq(properties.number, '202'));
    await t.database.db.update(properties).set({ price: null }).where(eq(properties.number, '103'));
    await t.database.db.update(properties).set({ position: null, number: 'PH-1', floor: 2 }).where(eq(properties.number, '201'));
    return dev;
  }

  it('exports the import’s columns in order, by floor, position and number, as a CSV with a BOM named after the development', async () => {
    const dev = await building();
    const res = await getUnitsExport(t, admin, dev.slug, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="units-${dev.slug}-${today()}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.rawPayload.toString('utf8').slice(1)) as string[][];
    expect(rows).toEqual([
      [...UNIT_IMPORT_COLUMNS],
      ['101', '1', '1', '1R', 'ESTANDAR', '55', '1500000.5', 'available'],
      ['102', '1', '2', '2R', 'ESTANDAR', '80', '1500000.5', 'available'],
      ['103', '1', '3', '3R', 'ESTANDAR', '110', '', 'available'],
      ['202', '2', '2', '2R', 'ESTANDAR', '80', '1520000.5', 'sold'],
      ['203', '2', '3', '3R', 'ESTANDAR', '110', '1520000.5', 'available'],
      ['PH-1', '2', '', '1R', 'ESTANDAR', '55', '1520000.5', 'available'],
    ]);
    expect((await getUnitsExport(t, admin, 'no-such-development')).statusCode).toBe(404);
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: export → import gives back every unit unchanged; export → edit a price and a unit type → import updates exactly those`, async () => {
      const dev = await building();
      const before = await storedUnits(t, dev.id);
      const exported = (await getUnitsExport(t, admin, dev.slug, format)).rawPayload;
      const type = format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      const again = await postUnitsImport(t, admin, dev.slug, exported, { filename: `units.${format}`, type });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ create: 0, update: 0, unchanged: 6, errors: [] });

      // The spreadsheet user's edit: 102's price, 203's unit type.
      let edited: Buffer;
      if (format === 'csv') {
        const rows = parse(exported.toString('utf8').slice(1)) as string[][];
        rows.find((r) => r[0] === '102')![6] = '1600000';
        rows.find((r) => r[0] === '203')![3] = '1R';
        edited = Buffer.from(rows.map((r) => r.join(',')).join('\r\n'), 'utf8');
      } else {
        const rows = (await readSheet(exported)) as (string | number | null)[][];
        rows.find((r) => r[0] === '102')![6] = 1_600_000;
        rows.find((r) => r[0] === '203')![3] = '1R';
        edited = await writeXlsxFile(rows).toBuffer();
      }
      const res = await postUnitsImport(t, admin, dev.slug, edited, { filename: `units.${format}`, type });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ create: 0, update: 2, unchanged: 4, errors: [] });
      const after = await storedUnits(t, dev.id);
      const changed = after.filter((u) => JSON.stringify(u) !== JSON.stringify(before.find((b) => b.id === u.id)));
      expect(changed.map((u) => [u.number, u.typology, u.price])).toEqual([
        ['102', '2R', 1_600_000],
        ['203', '1R', 1_520_000.5],
      ]);
      const history = await priceHistory(t, [changed[0]!.id]);
      expect(history.at(-1)).toMatchObject({ oldPrice: 1_500_000.5, newPrice: 1_600_000, reason: 'import', actorId: admin.id });
      expect(await priceHistory(t, [changed[1]!.id])).toHaveLength(1);
    });
  }

  it('the OpenAPI page describes the three routes: tag, security, bodies, answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags: string[]; summary: string; description: string; security: unknown[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
    };
    const generate = doc.paths['/api/developments/{slug}/units/generate']!.post!;
    expect(generate.requestBody).toBeDefined();
    expect(Object.keys(generate.responses).sort()).toEqual(['200', '401', '403', '404', '409', '422', '503']);
    const importDoc = doc.paths['/api/developments/{slug}/units/import']!.post!;
    expect(importDoc.summary).toMatch(/multipart field "file"/);
    expect(importDoc.description).toContain(UNIT_IMPORT_COLUMNS.join(', '));
    expect(Object.keys(importDoc.responses).sort()).toEqual(['200', '401', '403', '404', '413', '415', '422', '503']);
    const exportDoc = doc.paths['/api/developments/{slug}/units/export']!.get!;
    for (const route of [generate, importDoc, exportDoc]) {
      expect(route.tags).toEqual(['units']);
      expect(route.security).toEqual([{ bearer: [] }]);
      expect(route.description.length).toBeGreaterThan(80);
    }
  });

  // Times printed, not asserted (see generate.test.ts).
  it('imports a building of 2,000 units (40 floors × 50): new, unchanged, every price changed, and prints the times', async () => {
    const dev = await newDevelopment(t);
    const lines = ['number,floor,position,typology,furniture,size_m2,price,status'];
    const file = (shift: number) => {
      const out = [...lines];
      for (let floor = 1; floor <= 40; floor++) for (let p = 1; p <= 50; p++) out.push(`${floor}${String(p).padStart(2, '0')},${floor},${p},${['1R', '2R', '3R'][p % 3]},GOLD,80,${2_000_000 + floor * 1_000 + shift},`);
      return Buffer.from(out.join('\n'), 'utf8');
    };
    const times: string[] = [];
    for (const [label, bytes, dryRun, expected] of [
      ['dry run', file(0), true, { create: 2_000 }],
      ['new', file(0), false, { create: 2_000 }],
      ['unchanged', file(0), false, { unchanged: 2_000 }],
      ['prices changed', file(1), false, { update: 2_000 }],
    ] as const) {
      const started = performance.now();
      const res = await postUnitsImport(t, admin, dev.slug, bytes, { dryRun });
      const elapsed = performance.now() - started;
      times.push(`${label} ${Math.round(elapsed)} ms`);
      expect(res.statusCode, label).toBe(200);
      expect(res.json(), label).toMatchObject(expected);
    }
    console.log(`units import, 2,000 rows on ${testDbKind}: ${times.join(', ')}`);
    const stored = await storedUnits(t, dev.id);
    expect(stored).toHaveLength(2_000);
    expect(await priceHistory(t, [stored[0]!.id])).toHaveLength(2);
  });
});
