// POST /developments/{slug}/units/import (issue 22, decision 034), with the catalogue import's
// habits: Admin only, decided before the body; CSV or XLSX judged by the bytes (415), a size limit
// (413); a dry run; every error by line and column, translated; nothing written on any error;
// upsert by number with the price history; the status read, never written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UNIT_IMPORT_MAX_BYTES, VALIDATION_TEXTS, unitImportErrorSchema, unitImportResultSchema } from '@vitrina/contracts';
import { acquireCatalogueSignal } from '../../../src/cache/catalogue-signal';
import type { AcquiredSignal } from '../../../src/cache/change-signal';
import { properties } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, callerFor, createPerson, type Caller } from './fixtures';
import { auditOf, newDevelopment, postGenerate, postUnitsImport, priceHistory, signalsDuring, storedUnits, unitRow, unitsCsv, unitsXlsx, type UnitImportRow } from './unit-setup-fixtures';

const en = VALIDATION_TEXTS.en;

describe(`units import (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;
  let held: AcquiredSignal;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await callerFor(t.database.db, DEMO.admin);
    held = await acquireCatalogueSignal(t.database);
  });
  afterAll(async () => {
    await held?.release();
    await t?.close();
  });

  const send = (slug: string, bytes: Buffer, options: Parameters<typeof postUnitsImport>[4] = {}) => postUnitsImport(t, admin, slug, bytes, options);
  const counted = <T>(fn: () => Promise<T>) => signalsDuring(held.signal, fn);

  describe('access and files', () => {
    it('decides before reading the body: 401 without a token, 403 for others, 413 for an Admin over the limit', async () => {
      const dev = await newDevelopment(t);
      const huge = Buffer.alloc(UNIT_IMPORT_MAX_BYTES + 1, 'A');
      expect((await postUnitsImport(t, { id: 0, name: '', headers: {} }, dev.slug, huge)).statusCode).toBe(401);
      for (const caller of [await callerFor(t.database.db, DEMO.guest), await callerFor(t.database.db, DEMO.owner1), await createPerson(t.database.db, 'Selecta')]) {
        expect((await postUnitsImport(t, caller, dev.slug, huge)).statusCode).toBe(403);
      }
      const res = await send(dev.slug, huge, { lang: 'en' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'payload_too_large', message: 'The file is larger than 8 MB.' });
    });

    it('refuses what is not a CSV or XLSX with 415, translated, and an empty file or a header alone with 422', async () => {
      const dev = await newDevelopment(t);
      const pdf = await send(dev.slug, Buffer.from('%PDF-1.4\nnumber,floor\n'), { lang: 'en' });
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json().message).toContain('CSV UTF-8');
      expect((await send(dev.slug, Buffer.from('number;floor\n\xe9', 'latin1'))).statusCode).toBe(415);
      for (const bytes of [Buffer.alloc(0), unitsCsv([])]) {
        const res = await send(dev.slug, bytes, { lang: 'en' });
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe('The file has no units: it needs a header row with the column names and at least one row below it.');
      }
      expect((await send('no-such-development', unitsCsv([unitRow('101', 1, 1)]))).statusCode).toBe(404);
    });
  });

  describe('checking', () => {
    it('a dry run answers the counts and writes nothing; headers in any order and case, unknown columns named', async () => {
      const dev = await newDevelopment(t);
      const columns = ['Notes', 'PRICE', 'status', 'Size_M2', 'furniture', 'typology', 'position', 'floor', 'Number'];
      const rows = [unitRow('101', 1, 1), unitRow('102', 1, 2)].map((r) => ({ ...r, Notes: 'x', PRICE: r.price, Size_M2: r.size_m2, Number: r.number }));
      const [res, signals] = await counted(() => send(dev.slug, unitsCsv(rows as unknown as UnitImportRow[], { columns }), { dryRun: true }));
      expect(res.statusCode).toBe(200);
      expect(unitImportResultSchema.parse(res.json())).toEqual({ dry_run: true, create: 2, update: 0, unchanged: 0, unknown_columns: ['Notes'], errors_total: 0, errors: [] });
      expect(await storedUnits(t, dev.id)).toEqual([]);
      expect(signals).toBe(0);
    });

    it('names a missing column on line 1', async () => {
      const dev = await newDevelopment(t);
      const res = await send(dev.slug, unitsCsv([unitRow('101', 1, 1)], { columns: ['number', 'floor', 'position', 'typology', 'furniture', 'price', 'status'] }), { lang: 'en' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ line: 1, field: 'size_m2', message: 'The header has no “size_m2” column.' }]);
    });

    // Ten rows, three wrong; the second row's number holds a quoted line break, so in a CSV every
    // later row starts one line lower.
    const tenRows = (lineBreak = '\n'): UnitImportRow[] =>
      Array.from({ length: 10 }, (_, i) => {
        const row = unitRow(`${i + 1}01`, i + 1, 1);
        if (i === 1) return { ...row, number: `2${lineBreak}01` };
        if (i === 4) return { ...row, floor: 'x' };
        if (i === 7) return { ...row, typology: 'PH', price: -5 };
        return row;
      });
    const expected = (lines: [number, number, number]) => [
      { line: lines[0], field: 'number', message: en['unit.numberInvalid'] },
      { line: lines[1], field: 'floor', message: en['unit.floorRange'] },
      { line: lines[2], field: 'price', message: en['unit.priceRange'] },
    ];
    const files: [string, () => Promise<Buffer>, [number, number, number]][] = [
      ['CSV with LF', async () => unitsCsv(tenRows()), [3, 7, 10]],
      ['CSV with CRLF', async () => unitsCsv(tenRows('\r\n'), { crlf: true }), [3, 7, 10]],
      ['XLSX', () => unitsXlsx(tenRows()), [3, 6, 9]],
    ];
    for (const [name, file, lines] of files) {
      it(`${name}: 3 bad rows of 10 are reported by line and column; 422 and nothing written, the dry run lists them in a 200`, async () => {
        const dev = await newDevelopment(t);
        const bytes = await file();
        const preview = await send(dev.slug, bytes, { dryRun: true, lang: 'en' });
        expect(preview.statusCode).toBe(200);
        const [res, signals] = await counted(() => send(dev.slug, bytes, { lang: 'en' }));
        expect(res.statusCode).toBe(422);
        const body = unitImportErrorSchema.parse(res.json());
        expect(body.message).toBe('The file has 3 errors; nothing was imported. Fix them and try again.');
        expect(body).toMatchObject({ create: 7, update: 0, unchanged: 0, errors_total: 3 });
        // The PH row fails on price by the form's rules; its unit type is checked once the row is valid.
        expect(body.errors).toEqual(expected(lines));
        expect(preview.json().errors).toEqual(body.errors);
        expect(await storedUnits(t, dev.id)).toEqual([]);
        expect(signals).toBe(0);
      });
    }

    it('checks unit types against the development, numbers and cells once per file, cells kept by other units', async () => {
      const dev = await newDevelopment(t);
      expect((await send(dev.slug, unitsCsv([unitRow('101', 1, 1), unitRow('102', 1, 2)]))).statusCode).toBe(200);
      const rows = [
        unitRow('201', 2, 1, { typology: 'PH' }), // line 2: not one of the development's
        unitRow('202', 2, 2),
        unitRow('202', 2, 3), // line 4: number again
        unitRow('204', 2, 2), // line 5: cell again
        unitRow('205', 1, 1), // line 6: unit 101 keeps that cell
        unitRow('102', 1, 3), // 102 moves away from 1/2 …
        unitRow('207', 1, 2), // … so 207 may take it
      ];
      const res = await send(dev.slug, unitsCsv(rows), { dryRun: true, lang: 'en' });
      expect(res.json().errors).toEqual([
        { line: 2, field: 'typology', message: en['unit.typologyNotInDevelopment'] },
        { line: 4, field: 'number', message: en['unit.numberRepeated'] },
        { line: 5, field: 'position', message: en['unit.cellRepeated'] },
        { line: 6, field: 'position', message: en['unit.cellRepeated'] },
      ]);
      expect(res.json()).toMatchObject({ create: 2, update: 1 });
    });

    it('reads the status, never writes it: empty or available for a new unit, empty or the current one for a known unit', async () => {
      const dev = await newDevelopment(t);
      expect((await send(dev.slug, unitsCsv([unitRow('101', 1, 1), unitRow('102', 1, 2)]))).statusCode).toBe(200);
      await t.database.db.update(properties).set({ status: 'sold' }).where(eq(properties.number, '102'));
      const rows = [
        unitRow('101', 1, 1, { status: 'available' }),
        unitRow('102', 1, 2, { status: 'Sold' }),
        unitRow('103', 1, 3, { status: 'available' }),
        unitRow('104', 1, 4, { status: 'on_hold' }), // line 5
        unitRow('105', 1, 5, { status: 'vendida' }), // line 6
      ];
      const res = await send(dev.slug, unitsCsv(rows), { lang: 'en' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { line: 5, field: 'status', message: en['unit.statusNotImported'] },
        { line: 6, field: 'status', message: en['unit.statusInvalid'] },
      ]);
      const sold = await send(dev.slug, unitsCsv([unitRow('102', 1, 2, { status: 'available' })]), { dryRun: true, lang: 'es' });
      expect(sold.json().errors).toEqual([{ line: 2, field: 'status', message: VALIDATION_TEXTS.es['unit.statusNotImported'] }]);
    });
  });

  describe('writing', () => {
    it('creates, updates and leaves alone by number, keeps every price change, audits once, signals once', async () => {
      const dev = await newDevelopment(t);
      const first = await send(dev.slug, unitsCsv([unitRow('101', 1, 1), unitRow('102', 1, 2, { price: '' }), unitRow('103', 1, 3, { size_m2: '' })]));
      expect(first.json()).toMatchObject({ dry_run: false, create: 3, update: 0, unchanged: 0 });
      const created = await storedUnits(t, dev.id);
      expect(created.map((u) => [u.number, u.sizeM2, u.price, u.status, u.name])).toEqual([
        ['101', 80, 2_500_000, 'available', 'Depto 101'],
        ['102', 80, null, 'available', 'Depto 102'],
        ['103', 80, 2_500_000, 'available', 'Depto 103'],
      ]);
      const rows = [unitRow('101', 1, 1), unitRow('102', 1, 2, { price: 1_999_999.99 }), unitRow('103', 1, 3, { typology: 'ESP', furniture: 'premium' }), unitRow('104', 2, 1)];
      const [res, signals] = await counted(() => send(dev.slug, unitsCsv(rows)));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ create: 1, update: 2, unchanged: 1, errors: [] });
      expect(signals).toBe(1);
      const after = await storedUnits(t, dev.id);
      expect(after.map((u) => [u.number, u.typology, u.furniture, u.price, u.name])).toEqual([
        ['101', '2R', 'GOLD', 2_500_000, 'Depto 101'],
        ['102', '2R', 'GOLD', 1_999_999.99, 'Depto 102'],
        ['103', 'ESP', 'PREMIUM', 2_500_000, 'Estudio 103'],
        ['104', '2R', 'GOLD', 2_500_000, 'Depto 104'],
      ]);
      const history = await priceHistory(t, after.map((u) => u.id));
      const of = (n: string) => history.filter((h) => h.propertyId === after.find((u) => u.number === n)!.id).map((h) => [h.oldPrice, h.newPrice, h.reason]);
      expect(of('101')).toEqual([[null, 2_500_000, 'import']]);
      expect(of('102')).toEqual([[null, 1_999_999.99, 'import']]);
      expect(of('103')).toEqual([[null, 2_500_000, 'import']]);
      expect(of('104')).toEqual([[null, 2_500_000, 'import']]);
      expect((await auditOf(t, dev.id, 'units.import')).map((a) => a.details)).toEqual([
        { created: 3, updated: 0, unchanged: 0, price_changes: 2 },
        { created: 1, updated: 2, unchanged: 1, price_changes: 2 },
      ]);
      // Nothing new: no transaction, no signal.
      const [same, quiet] = await counted(() => send(dev.slug, unitsCsv(rows)));
      expect(same.json()).toMatchObject({ create: 0, update: 0, unchanged: 4 });
      expect(quiet).toBe(0);
    });

    it('refuses a file that would take the development past 5,000 units (422, translated, nothing written)', async () => {
      const dev = await newDevelopment(t, ['1R']);
      const full = { floor_from: 1, floor_to: 25, positions: 200, typologies: Array(200).fill('1R'), number_template: '{floor}-{position}', base_price: null };
      expect((await postGenerate(t, admin, dev.slug, full, { dryRun: false })).statusCode).toBe(200);
      const res = await send(dev.slug, unitsCsv([unitRow('PH-1', 26, 1, { typology: '1R' })]), { lang: 'en' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: 'These units would take the development past 5000 units; none was created.', create: 0 });
      expect(await storedUnits(t, dev.id)).toHaveLength(5_000);
    });

    it('lets two units swap cells in one file', async () => {
      const dev = await newDevelopment(t);
      await send(dev.slug, unitsCsv([unitRow('101', 1, 1), unitRow('102', 1, 2)]));
      const res = await send(dev.slug, unitsCsv([unitRow('101', 1, 2), unitRow('102', 1, 1)]));
      expect(res.statusCode).toBe(200);
      expect((await storedUnits(t, dev.id)).map((u) => [u.number, u.position])).toEqual([
        ['102', 1],
        ['101', 2],
      ]);
    });
  });
});
