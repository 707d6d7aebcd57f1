// The catalogue at the seed's scale (issue 13): a 50,000-row file imports in one request, and
// the catalogue read shows every row afterwards. Its time is printed by bench scripts, not here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_IMPORT_MAX_ROWS, itemImportResultSchema } from '@vitrina/contracts';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { ADMIN_EMAIL, callerFor, type Caller } from './fixtures';
import { csvFile, importRow, postImport } from './import-fixtures';

const ROOMS = ['SALA', 'COCINA', 'RECÁMARA PRINCIPAL', 'BAÑO1 - GENERAL', 'TERRAZA'];

describe(`catalogue import of ${ITEM_IMPORT_MAX_ROWS} rows (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await callerFor(t.database.db, ADMIN_EMAIL);
  });
  afterAll(() => t?.close());

  it('accepts a file of the maximum size, writes every row, and the catalogue read shows them', { timeout: 300_000 }, async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/items' })).json() as { code: string }[];
    const rows = Array.from({ length: ITEM_IMPORT_MAX_ROWS }, (_, i) =>
      importRow(`SCALE-${String(i).padStart(5, '0')}`, {
        room: ROOMS[i % ROOMS.length]!,
        quantity: i % 7,
        category: ['ESTANDAR', 'GOLD', 'PREMIUM'][i % 3]!,
        description_es: `Pieza ${i}, con "comillas" y\nsalto de línea`,
      }),
    );
    const file = csvFile(rows, { bom: true, crlf: true });

    const res = await postImport(t, file, admin);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(itemImportResultSchema.parse(res.json())).toEqual({
      create: ITEM_IMPORT_MAX_ROWS,
      update: 0,
      unchanged: 0,
      unknown_columns: [],
      errors_total: 0,
      dry_run: false,
      errors: [],
    });

    const after = (await t.app.inject({ method: 'GET', url: '/api/items' })).json() as { code: string; quantity: number; description: string }[];
    expect(after).toHaveLength(before.length + ITEM_IMPORT_MAX_ROWS);
    const last = after.find((i) => i.code === 'SCALE-49999');
    expect(last).toMatchObject({ quantity: 49_999 % 7, description: 'Pieza 49999, con "comillas" y\nsalto de línea' });

    // The same file again: every row found unchanged, nothing written.
    const again = await postImport(t, file, admin, { dryRun: true });
    expect(again.json()).toMatchObject({ create: 0, update: 0, unchanged: ITEM_IMPORT_MAX_ROWS, errors: [] });
  });
});
