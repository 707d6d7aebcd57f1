// The catalogue as a spreadsheet (issue 13): POST /items/import (CSV or XLSX, dry run, one
// transaction, 422 with every error), GET /items/export and GET /items/import/template.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { strToU8, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import {
  ITEM_IMPORT_COLUMNS,
  ITEM_IMPORT_MAX_BYTES,
  ITEM_IMPORT_MAX_ERRORS,
  VALIDATION_TEXTS,
  itemImportErrorSchema,
  itemImportResultSchema,
  type Language,
} from '@vitrina/contracts';
import { acquireCatalogueSignal } from '../../../src/cache/catalogue-signal';
import type { AcquiredSignal } from '../../../src/cache/change-signal';
import { items } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { ADMIN_EMAIL, GUEST_EMAIL, OWNER_EMAIL, callerFor, itemBody, multipart, picture, type Caller } from './fixtures';
import { csvFile, csvTable, importRow, postImport, xlsxFile, type ImportRow } from './import-fixtures';

const texts = (lang: Language, key: keyof (typeof VALIDATION_TEXTS)['es']) => VALIDATION_TEXTS[lang][key];
const today = () => new Date().toISOString().slice(0, 10);
/** Byte-wise order, as the export sorts codes (collate "C"). */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe(`catalogue import and export (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;
  let guest: Caller;
  let owner: Caller;
  let held: AcquiredSignal;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await callerFor(t.database.db, ADMIN_EMAIL);
    guest = await callerFor(t.database.db, GUEST_EMAIL);
    owner = await callerFor(t.database.db, OWNER_EMAIL);
    // The app's own signal (one per database handle): its changes are the cache's invalidations.
    held = await acquireCatalogueSignal(t.database);
  });
  afterAll(async () => {
    await held?.release();
    await t?.close();
  });

  const send = (bytes: Buffer, options: Parameters<typeof postImport>[3] = {}) => postImport(t, bytes, admin, options);
  const stored = (codes: string[]) =>
    t.database.db
      .select({
        code: items.code,
        item: items.item,
        description: items.description,
        room: items.room,
        type: items.type,
        category: items.category,
        typology: items.typology,
        quantity: items.quantity,
        imageId: items.imageId,
        updatedAt: items.updatedAt,
      })
      .from(items)
      .where(inArray(items.code, codes))
      .orderBy(items.code);
  const itemCount = async () => (await t.database.db.select({ id: items.id }).from(items)).length;
  /** How many times the catalogue's cache was invalidated while fn ran. */
  async function invalidationsDuring<T>(fn: () => Promise<T>): Promise<[T, number]> {
    let n = 0;
    const off = held.signal.onChange(() => n++);
    try {
      return [await fn(), n];
    } finally {
      off();
    }
  }
  const get = (url: string, caller: Caller = admin) => t.app.inject({ method: 'GET', url, headers: caller.headers });

  describe('access', () => {
    it('is for Admins only: 401 without a token, 403 for a guest or an owner, on the three routes', async () => {
      const file = csvFile([importRow('AUTH-1')]);
      const anonymous: Caller = { headers: {} };
      for (const [caller, status] of [
        [anonymous, 401],
        [guest, 403],
        [owner, 403],
      ] as const) {
        expect((await postImport(t, file, caller)).statusCode).toBe(status);
        expect((await postImport(t, file, caller, { dryRun: true })).statusCode).toBe(status);
        expect((await get('/api/items/export?format=xlsx', caller)).statusCode).toBe(status);
        expect((await get('/api/items/import/template', caller)).statusCode).toBe(status);
      }
      expect(await stored(['AUTH-1'])).toEqual([]);
    });

    it('decides before reading the body: a file over the size limit gets 401/403, and 413 for an Admin', async () => {
      const huge = Buffer.alloc(ITEM_IMPORT_MAX_BYTES + 1, 'A');
      expect((await postImport(t, huge, { headers: {} })).statusCode).toBe(401);
      expect((await postImport(t, huge, guest)).statusCode).toBe(403);
      const res = await send(huge, { lang: 'en' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'payload_too_large', message: 'The file is larger than 64 MB. Please split the catalogue into several files.' });
    });
  });

  describe('checking', () => {
    it('a dry run checks everything, answers the counts and writes nothing', async () => {
      const codes = Array.from({ length: 10 }, (_, i) => `DRY-${i}`);
      const [res, invalidations] = await invalidationsDuring(() => send(csvFile(codes.map((c) => importRow(c))), { dryRun: true }));
      expect(res.statusCode).toBe(200);
      expect(itemImportResultSchema.parse(res.json())).toEqual({ create: 10, update: 0, unchanged: 0, unknown_columns: [], errors_total: 0, dry_run: true, errors: [] });
      expect(await stored(codes)).toEqual([]);
      expect(invalidations).toBe(0);
    });

    // Ten rows; the second holds a line break in quotes, so every later row starts one line lower.
    const tenRows = (lineBreak: string): ImportRow[] =>
      Array.from({ length: 10 }, (_, i) => {
        const code = `BAD${lineBreak === '\n' ? 'L' : 'C'}-${i}`;
        if (i === 1) return importRow(code, { description_es: `Dos${lineBreak}líneas, con "comillas"` });
        if (i === 3) return importRow(code, { name_fr: '' });
        if (i === 6) return importRow(code, { quantity: 'dos', typology: '9Z' });
        if (i === 8) return importRow(`BAD${lineBreak === '\n' ? 'L' : 'C'}-0`);
        return importRow(code);
      });
    const expectedErrors = (prefix: string, lines: [number, number, number], firstLine: number) => [
      { line: lines[0], field: 'name_fr', message: texts('es', 'item.nameRequired') },
      { line: lines[1], field: 'typology', message: texts('es', 'item.typologyInvalid') },
      { line: lines[1], field: 'quantity', message: texts('es', 'item.quantityRange') },
      { line: lines[2], field: 'code', message: `El código ${prefix}-0 ya aparece en la línea ${firstLine}: cada código puede aparecer una sola vez.` },
    ];

    it.each([
      ['LF', '\n', false],
      ['CRLF', '\r\n', true],
    ] as const)('three bad rows among ten (%s CSV): their lines (a quoted line break counts) and columns; 422 writes nothing', async (_name, lineBreak, crlf) => {
      const rows = tenRows(lineBreak);
      const prefix = lineBreak === '\n' ? 'BADL' : 'BADC';
      const codes = rows.map((r) => String(r.code));
      const file = csvFile(rows, { crlf });
      const errors = expectedErrors(prefix, [6, 9, 11], 2);

      const dry = await send(file, { dryRun: true });
      expect(dry.statusCode).toBe(200);
      expect(itemImportResultSchema.parse(dry.json())).toEqual({ create: 7, update: 0, unchanged: 0, unknown_columns: [], errors_total: 4, dry_run: true, errors });

      const [res, invalidations] = await invalidationsDuring(() => send(file));
      expect(res.statusCode).toBe(422);
      expect(itemImportErrorSchema.parse(res.json())).toEqual({
        message: 'El archivo tiene errores (4); no se importó nada. Corríjalos e inténtelo de nuevo.',
        code: 'validation_failed',
        create: 7,
        update: 0,
        unchanged: 0,
        unknown_columns: [],
        errors_total: 4,
        dry_run: false,
        errors,
      });
      expect(await stored(codes)).toEqual([]);
      expect(invalidations).toBe(0);
    });

    it('the same rows in an XLSX: lines are the sheet’s row numbers', async () => {
      const rows = tenRows('\n').map((r) => ({ ...r, code: String(r.code).replace('BADL', 'BADX') }));
      const res = await send(await xlsxFile(rows), { filename: 'catalogue.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(expectedErrors('BADX', [5, 8, 10], 2));
      expect(await stored(rows.map((r) => String(r.code)))).toEqual([]);
    });

    it('errors are in the request’s language (Accept-Language, or ?lang=)', async () => {
      const file = csvFile([importRow('LANG-1'), importRow('LANG-2', { name_fr: ' ', category: 'SILVER' })]);
      const expected = {
        es: 'El archivo tiene errores (2); no se importó nada. Corríjalos e inténtelo de nuevo.',
        en: 'The file has errors (2); nothing was imported. Please fix them and try again.',
        fr: 'Le fichier contient des erreurs (2) ; rien n’a été importé. Corrigez-les et réessayez.',
      };
      for (const lang of ['es', 'en', 'fr'] as const) {
        const res = await send(file, { lang });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          message: expected[lang],
          errors: [
            { line: 3, field: 'category', message: texts(lang, 'item.categoryInvalid') },
            { line: 3, field: 'name_fr', message: texts(lang, 'item.nameRequired') },
          ],
        });
      }
      const form = await multipart(file, { field: 'file', filename: 'c.csv' });
      const viaQuery = await t.app.inject({ method: 'POST', url: '/api/items/import?dry_run=1&lang=fr', payload: form.payload, headers: { ...admin.headers, ...form.headers } });
      expect(viaQuery.statusCode).toBe(200);
      expect(viaQuery.json().errors[0].message).toBe(texts('fr', 'item.categoryInvalid'));
    });

    it('header names in any order and case, trimmed; unknown columns are named and ignored', async () => {
      const names = [...ITEM_IMPORT_COLUMNS].reverse();
      const row = importRow('HDR-1');
      const header = names.map((c, i) => (i % 2 ? ` ${c.toUpperCase()} ` : c));
      const values = names.map((c) => row[c]);
      const file = csvTable([
        [...header.slice(0, 3), 'Notas', ...header.slice(3), ' precio '],
        [...values.slice(0, 3), 'no importa', ...values.slice(3), '12'],
      ]);
      const res = await send(file, { dryRun: true });
      expect(res.json()).toEqual({ create: 1, update: 0, unchanged: 0, unknown_columns: ['Notas', 'precio'], errors_total: 0, dry_run: true, errors: [] });
    });

    it('a missing or repeated column is an error of line 1 naming it; no row is checked then', async () => {
      const columns = ITEM_IMPORT_COLUMNS.filter((c) => c !== 'quantity' && c !== 'name_fr');
      const missing = csvFile([importRow('HDR-2', { category: 'SILVER' })], { columns: [...columns, 'Code'] });
      const expected = [
        { line: 1, field: 'code', message: 'La columna «code» aparece más de una vez en la cabecera.' },
        { line: 1, field: 'quantity', message: 'Falta la columna «quantity» en la cabecera.' },
        { line: 1, field: 'name_fr', message: 'Falta la columna «name_fr» en la cabecera.' },
      ];
      const dry = await send(missing, { dryRun: true });
      expect(dry.statusCode).toBe(200);
      expect(dry.json()).toMatchObject({ create: 0, errors: expected, errors_total: 3 });
      const res = await send(missing, { lang: 'en' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[1]).toEqual({ line: 1, field: 'quantity', message: 'The header has no “quantity” column.' });
    });

    it('quantity is a whole number from 0 to 10,000 written as text; anything else names the column', async () => {
      const cases: [string | number, boolean][] = [
        ['', false],
        ['3.5', false],
        ['-1', false],
        ['10001', false],
        ['tres', false],
        [' 7 ', true],
        ['0', true],
        ['12.0', true],
      ];
      const file = csvFile(cases.map(([quantity], i) => importRow(`QTY-${i}`, { quantity })));
      const res = await send(file, { dryRun: true });
      expect(res.json().create).toBe(3);
      expect(res.json().errors).toEqual(
        cases.flatMap(([, ok], i) => (ok ? [] : [{ line: i + 2, field: 'quantity', message: texts('es', 'item.quantityRange') }])),
      );
    });

    it('codes match exactly, case included (as the unique index compares them)', async () => {
      const res = await send(csvFile([importRow('CASE-a'), importRow('CASE-A'), importRow('  CASE-A  ')]), { dryRun: true });
      expect(res.json()).toMatchObject({
        create: 2,
        errors: [{ line: 4, field: 'code', message: 'El código CASE-A ya aparece en la línea 3: cada código puede aparecer una sola vez.' }],
      });
    });

    it('reads a semicolon-separated CSV (Excel in Spanish or French), a BOM, and skips blank lines', async () => {
      const text = `\uFEFF${ITEM_IMPORT_COLUMNS.join(';')}\r\n\r\n${['SEMI-1', 'GOLD', '2R', 'SALA', 'Mesa', '1', 'Mesa, roble', 'Table', 'Table', 'd', 'd', 'd'].join(';')}\r\n;;;;;;;;;;;\r\n`;
      const res = await send(Buffer.from(text), { dryRun: true });
      expect(res.json()).toEqual({ create: 1, update: 0, unchanged: 0, unknown_columns: [], errors_total: 0, dry_run: true, errors: [] });
    });

    it('a row with more values than the header (an unquoted comma) and a broken quote are reported by line', async () => {
      const header = ITEM_IMPORT_COLUMNS.join(',');
      const good = csvFile([importRow('SHIFT-0')]).toString().split('\n')[1]!;
      const shifted = 'SHIFT-1,GOLD,2R,SALA,Mesa,1,Mesa, roble,Table,Table,d,d,d';
      const extra = await send(Buffer.from([header, good, shifted, ''].join('\n')), { dryRun: true });
      expect(extra.json()).toMatchObject({
        create: 1,
        errors: [{ line: 3, field: '_form', message: 'Esta fila tiene más valores que columnas la cabecera. Si un texto lleva comas, ponlo entre comillas.' }],
      });
      const broken = Buffer.from([header, good, good.replace('SHIFT-0', 'SHIFT-2'), 'SHIFT-3,GOLD,2R,SALA,Mesa,1,"Mesa,Table,Table,d,d,d', good].join('\n'));
      const res = await send(broken);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ create: 0, errors: [{ line: 4, field: '_form', message: expect.stringContaining('revise sus comillas') }] });
      expect(await stored(['SHIFT-0', 'SHIFT-2'])).toEqual([]);
    });

    it('lists at most ITEM_IMPORT_MAX_ERRORS errors and counts them all', async () => {
      const rows = Array.from({ length: 100 }, (_, i) =>
        importRow(`bad code ${i}`, { category: '', typology: '', room: '', type: '', quantity: '', name_es: '', name_en: '', name_fr: '', description_es: '', description_en: '', description_fr: '' }),
      );
      const res = await send(csvFile(rows), { dryRun: true });
      expect(res.json().errors_total).toBe(1_200);
      expect(res.json().errors).toHaveLength(ITEM_IMPORT_MAX_ERRORS);
      expect(res.json().errors[0]).toEqual({ line: 2, field: 'code', message: texts('es', 'item.codeInvalid') });
    });
  });

  describe('refusals', () => {
    const zipNotWorkbook = () => Buffer.from(zipSync({ 'notes.txt': strToU8('hola') }));
    const latin1Csv = () => Buffer.from(`${ITEM_IMPORT_COLUMNS.join(',')}\nLAT-1,GOLD,2R,SALA,Lámpara,1,Lámpara,Lamp,Lampe,d,d,d\n`, 'latin1');
    const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from('\n1 0 obj\n<<>>\nendobj\n%%EOF\n')]);
    const asciiPdf = () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>code,category</text></svg>');
    const cases: [string, () => Promise<Buffer> | Buffer, string, string, string][] = [
      ['a PNG', () => picture(20, 20).png().toBuffer(), 'catalogue.csv', 'text/csv', 'neither a UTF-8 CSV'],
      ['a PDF', pdf, 'catalogue.pdf', 'application/pdf', 'neither a UTF-8 CSV'],
      ['a PDF of plain ASCII, named .csv', asciiPdf, 'catalogue.csv', 'text/csv', 'neither a UTF-8 CSV'],
      ['a Latin-1 CSV', latin1Csv, 'catalogue.csv', 'text/csv', 'neither a UTF-8 CSV'],
      ['an SVG (text, but named and typed as an image)', svg, 'logo.svg', 'image/svg+xml', 'neither a UTF-8 CSV'],
      ['a zip that is no workbook', zipNotWorkbook, 'catalogue.xlsx', 'application/zip', 'could not be read'],
    ];
    it.each(cases)('refuses %s with 415 and a translated message', async (_what, make, filename, type, text) => {
      const [res, invalidations] = await invalidationsDuring(async () => send(await make(), { filename, type, lang: 'en' }));
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
      expect(res.json().message).toContain(text);
      expect(invalidations).toBe(0);
      const es = await send(await make(), { filename, type });
      expect(es.json().message).toMatch(/^(Este archivo no es un CSV en UTF-8|No se pudo leer el libro XLSX)/);
    });

    it('refuses a workbook that would unzip to more than 512 MB (a zip bomb) with 413, inflating nothing', async () => {
      const bomb = await xlsxFile([importRow('BOMB-1')]);
      // The zip's directory says the first entry unzips to 1 GB; nothing is inflated to find out.
      bomb.writeUInt32LE(0x40000000, bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
      const res = await send(bomb, { filename: 'catalogue.xlsx', lang: 'en' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'payload_too_large', message: 'Once unpacked, the workbook is larger than 512 MB. Please split the catalogue into several files.' });
      expect(await stored(['BOMB-1'])).toEqual([]);
    });

    it.each([
      ['an empty file', ''],
      ['a header alone', `${ITEM_IMPORT_COLUMNS.join(',')}\r\n`],
      ['blank lines', '\n\n  \n'],
    ])('refuses %s with 422, translated, dry run or not', async (_what, text) => {
      for (const [dryRun, lang, message] of [
        [true, 'es', 'El archivo no tiene ítems: necesita una fila de cabecera con los nombres de las columnas y al menos una fila debajo.'],
        [false, 'fr', 'Le fichier ne contient aucun article : il faut une ligne d’en-tête avec les noms des colonnes et au moins une ligne en dessous.'],
      ] as const) {
        const res = await send(Buffer.from(text), { dryRun, lang });
        expect(res.statusCode).toBe(422);
        expect(itemImportErrorSchema.parse(res.json())).toMatchObject({ message, code: 'validation_failed', dry_run: dryRun, errors: [] });
      }
    });

    it('refuses more than 50,000 rows with 422, translated, before checking them', async () => {
      const text = `code\n${'X\n'.repeat(50_001)}`;
      const res = await send(Buffer.from(text), { dryRun: true, lang: 'en' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The file has more than 50,000 item rows. Please split the catalogue into several files.');
      expect((await send(Buffer.from(text), { dryRun: true })).json().message).toBe('El archivo tiene más de 50.000 filas de ítems. Divide el catálogo en varios archivos.');
    });

    it('needs the multipart field "file" (422), a multipart body (415) and a well-formed query (422)', async () => {
      const file = csvFile([importRow('FIELD-1')]);
      const form = await multipart(file, { field: 'image', filename: 'catalogue.csv', type: 'text/csv' });
      const wrongField = await t.app.inject({ method: 'POST', url: '/api/items/import', payload: form.payload, headers: { ...admin.headers, ...form.headers } });
      expect(wrongField.statusCode).toBe(422);
      expect(wrongField.json()).toMatchObject({ code: 'validation_failed', errors: { file: ['Envía el catálogo (CSV o XLSX) como formulario multipart en el campo «file».'] } });
      const json = await t.app.inject({ method: 'POST', url: '/api/items/import', payload: { file: 'x' }, headers: admin.headers });
      expect(json.statusCode).toBe(415);
      const badQuery = await send(file, { dryRun: 'maybe' as unknown as boolean });
      expect(badQuery.statusCode).toBe(422);
      expect(badQuery.json()).toMatchObject({ code: 'validation_failed', errors: { dry_run: [expect.any(String)] } });
      expect(await stored(['FIELD-1'])).toEqual([]);
    });
  });

  describe('writing', () => {
    it('creates, updates and leaves alone; the picture of an updated item stays; a second import changes nothing', async () => {
      const codes = ['UP-1', 'UP-2', 'UP-3', 'UP-4', 'UP-5'];
      const first = await send(csvFile(codes.slice(0, 4).map((c) => importRow(c))));
      expect(first.statusCode).toBe(200);
      expect(itemImportResultSchema.parse(first.json())).toEqual({ create: 4, update: 0, unchanged: 0, unknown_columns: [], errors_total: 0, dry_run: false, errors: [] });

      // Pictures for UP-2 (to be updated) and UP-3 (to be left alone), through the upload route.
      const ids = Object.fromEntries((await stored(codes)).map((r) => [r.code, r]));
      for (const code of ['UP-2', 'UP-3']) {
        const [row] = await t.database.db.select({ id: items.id }).from(items).where(eq(items.code, code));
        const form = await multipart(await picture(40, 30).png().toBuffer());
        const res = await t.app.inject({ method: 'POST', url: `/api/items/upload/${row!.id}`, payload: form.payload, headers: { ...admin.headers, ...form.headers } });
        expect(res.statusCode).toBe(200);
      }
      const before = Object.fromEntries((await stored(codes)).map((r) => [r.code, r]));
      expect(before['UP-2']!.imageId).not.toBeNull();
      expect(ids['UP-1']!.imageId).toBeNull();

      const second = csvFile([
        importRow('UP-1'),
        importRow('UP-2', { quantity: 5, room: 'TERRAZA' }),
        importRow('UP-3'),
        importRow('UP-4', { name_en: 'Reading lamp', description_fr: 'Lampe, laiton « brossé »' }),
        importRow('UP-5', { category: 'ESTÁNDAR', typology: 'PH' }),
      ]);
      const dry = await send(second, { dryRun: true });
      expect(dry.json()).toMatchObject({ create: 1, update: 2, unchanged: 2, dry_run: true });
      expect(await stored(['UP-5'])).toEqual([]);

      const [res, invalidations] = await invalidationsDuring(() => send(second));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ create: 1, update: 2, unchanged: 2, unknown_columns: [], errors_total: 0, dry_run: false, errors: [] });
      expect(invalidations).toBe(1);

      const after = Object.fromEntries((await stored(codes)).map((r) => [r.code, r]));
      expect(after['UP-2']).toMatchObject({ quantity: 5, room: 'TERRAZA', imageId: before['UP-2']!.imageId });
      expect(after['UP-3']).toEqual(before['UP-3']);
      expect(after['UP-1']).toEqual(before['UP-1']);
      expect(after['UP-4']).toMatchObject({
        item: { es: 'Lámpara UP-4', en: 'Reading lamp', fr: 'Lampe UP-4' },
        description: { es: 'Lámpara de latón', en: 'Brass lamp', fr: 'Lampe, laiton « brossé »' },
      });
      expect(after['UP-5']).toMatchObject({ category: 'ESTANDAR', typology: 'PH', imageId: null });

      const [again, quiet] = await invalidationsDuring(() => send(second));
      expect(again.json()).toEqual({ create: 0, update: 0, unchanged: 5, unknown_columns: [], errors_total: 0, dry_run: false, errors: [] });
      expect(quiet).toBe(0);
      expect(await stored(codes)).toEqual(Object.values(after));
    });

    it('the catalogue read shows the imported items at once (the cache was invalidated)', async () => {
      const read = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/items', headers });
      const warm = await read();
      expect(warm.json().map((i: { code: string }) => i.code)).not.toContain('READ-1');
      const etag = warm.headers.etag as string;
      expect((await read({ 'if-none-match': etag })).statusCode).toBe(304);
      expect((await send(csvFile([importRow('READ-1', { name_es: 'Recién importada' })]))).statusCode).toBe(200);
      const fresh = await read({ 'if-none-match': etag });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().find((i: { code: string }) => i.code === 'READ-1')).toMatchObject({ item: 'Recién importada', quantity: 2 });
    });
  });

  describe('export and template', () => {
    // Texts a spreadsheet would mangle or run: accents, commas, quotes, line breaks, formulas.
    const tricky = [
      itemBody('RT-1', {
        item: { es: 'Café crème, «été»', en: '=SUM(A1:A9)', fr: '-20 % remise' },
        description: { es: 'Línea uno\nLínea "dos", con coma', en: '+34 600 000 000', fr: "@cmd l'été" },
        room: 'BAÑO1 - GENERAL',
        type: "'=ya con apóstrofo",
      }),
      itemBody('RT-2', {
        item: { es: "'solo apóstrofo", en: 'Plain', fr: 'Ça va' },
        description: { es: 'Tabla\r\ncon CRLF', en: '"quoted"', fr: '@' },
        type: '-',
        quantity: 0,
        category: 'PREMIUM',
        typology: 'EPH',
      }),
    ];
    const trickyCodes = tricky.map((i) => i.code);

    beforeAll(async () => {
      for (const body of tricky) {
        const res = await t.app.inject({ method: 'POST', url: '/api/items', payload: body, headers: admin.headers });
        expect(res.statusCode).toBe(201);
      }
    });

    const withoutMeta = (rows: Awaited<ReturnType<typeof stored>>) => rows.map(({ imageId: _i, updatedAt: _u, ...rest }) => rest);

    it('CSV: UTF-8 with a BOM, RFC 4180, the import’s columns, every item by code, formulas defused', async () => {
      const res = await get('/api/items/export?format=csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="catalogue-${today()}.csv"`);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      const bytes = res.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8');
      expect(text.slice(1, text.indexOf('\r\n'))).toBe(ITEM_IMPORT_COLUMNS.join(','));
      const rows = parse(text, { bom: true }) as string[][];
      expect(rows[0]).toEqual([...ITEM_IMPORT_COLUMNS]);
      const codes = rows.slice(1).map((r) => r[0]!);
      expect(codes).toHaveLength(await itemCount());
      expect(codes).toEqual([...codes].sort(byteOrder));
      const rt1 = rows.find((r) => r[0] === 'RT-1')!;
      expect(rt1).toEqual([
        'RT-1',
        'GOLD',
        '2R',
        'BAÑO1 - GENERAL',
        "''=ya con apóstrofo",
        '2',
        'Café crème, «été»',
        "'=SUM(A1:A9)",
        "'-20 % remise",
        'Línea uno\nLínea "dos", con coma',
        "'+34 600 000 000",
        "'@cmd l'été",
      ]);
      // RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled.
      expect(text).toContain('"Línea uno\nLínea ""dos"", con coma"');
    });

    it.each(['csv', 'xlsx'] as const)('%s: export → import round-trips exactly', async (format) => {
      const original = await stored(trickyCodes);
      const exported = (await get(`/api/items/export?format=${format}`)).rawPayload;
      const total = await itemCount();
      const filename = `catalogue.${format}`;

      const dry = await send(exported, { dryRun: true, filename });
      expect(dry.json()).toEqual({ create: 0, update: 0, unchanged: total, unknown_columns: [], errors_total: 0, dry_run: true, errors: [] });

      await t.database.db.delete(items).where(inArray(items.code, trickyCodes));
      const res = await send(exported, { filename });
      expect(res.json()).toEqual({ create: 2, update: 0, unchanged: total - 2, unknown_columns: [], errors_total: 0, dry_run: false, errors: [] });
      expect(withoutMeta(await stored(trickyCodes))).toEqual(withoutMeta(original));
      if (format === 'csv') expect((await get('/api/items/export?format=csv')).rawPayload.equals(exported)).toBe(true);
    });

    it('XLSX: a workbook with the import’s columns, numbers as numbers, formulas defused', async () => {
      const res = await get('/api/items/export?format=xlsx');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="catalogue-${today()}.xlsx"`);
      const rows = await readSheet(res.rawPayload, { trim: false });
      expect(rows[0]).toEqual([...ITEM_IMPORT_COLUMNS]);
      expect(rows).toHaveLength((await itemCount()) + 1);
      const rt2 = rows.find((r) => r[0] === 'RT-2')!;
      expect(rt2).toEqual(['RT-2', 'PREMIUM', 'EPH', 'SALA', "'-", 0, "'solo apóstrofo", 'Plain', 'Ça va', 'Tabla\r\ncon CRLF', '"quoted"', "'@"]);
    });

    it('format defaults to csv; another format is 422', async () => {
      expect((await get('/api/items/export')).headers['content-type']).toBe('text/csv; charset=utf-8');
      expect((await get('/api/items/export?format=xls')).statusCode).toBe(422);
      expect((await get('/api/items/import/template?format=pdf')).statusCode).toBe(422);
    });

    it.each(['csv', 'xlsx'] as const)('the %s template: the header and one example row that imports without errors', async (format) => {
      const res = await get(`/api/items/import/template?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="catalogue-template.${format}"`);
      const rows = format === 'csv' ? (parse(res.rawPayload, { bom: true }) as unknown[][]) : await readSheet(res.rawPayload);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual([...ITEM_IMPORT_COLUMNS]);
      const dry = await send(res.rawPayload, { dryRun: true, filename: `template.${format}` });
      expect(dry.json()).toEqual({ create: 1, update: 0, unchanged: 0, unknown_columns: [], errors_total: 0, dry_run: true, errors: [] });
    });

    it('the OpenAPI page describes the three routes: tag, security, multipart body, answers', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, { tags: string[]; summary: string; description: string; security: unknown[]; responses: Record<string, unknown> }>>;
      };
      const importDoc = doc.paths['/api/items/import']!.post!;
      expect(importDoc.tags).toEqual(['catalogue']);
      expect(importDoc.security).toEqual([{ bearer: [] }]);
      // As the picture upload: the route consumes multipart/form-data; its one field is named in the summary.
      expect(importDoc.summary).toMatch(/multipart field "file"/);
      expect(importDoc.description).toContain(ITEM_IMPORT_COLUMNS.join(', '));
      expect(Object.keys(importDoc.responses).sort()).toEqual(['200', '401', '403', '413', '415', '422', '503']);
      for (const path of ['/api/items/export', '/api/items/import/template']) {
        const route = doc.paths[path]!.get!;
        expect(route.tags).toEqual(['catalogue']);
        expect(route.security).toEqual([{ bearer: [] }]);
        expect(route.description.length).toBeGreaterThan(40);
        expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
      }
    });
  });
});
