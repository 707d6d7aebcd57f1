// Helpers of the bulk unit setup tests (generator, import, export): a development of its own with
// unit types, its units and price history as stored, units files made by the same libraries a
// spreadsheet user's file would be read with, and the calls themselves.
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, inArray } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { UNIT_IMPORT_COLUMNS, type TypologyCode, type UnitGenerateInput, type UnitImportColumn } from '@vitrina/contracts';
import type { ChangeSignal } from '../../../src/cache/change-signal';
import { auditLog, developments, properties, typologies, unitPriceChanges } from '../../../src/db/schema';
import type { TestApp } from '../../helper';
import { multipart } from '../catalogue/fixtures';
import type { Caller } from './fixtures';

/** What fn answers, and how many times the change signal fired while it ran. */
export async function signalsDuring<T>(signal: ChangeSignal, fn: () => Promise<T>): Promise<[T, number]> {
  let n = 0;
  const off = signal.onChange(() => n++);
  try {
    return [await fn(), n];
  } finally {
    off();
  }
}

let counter = 0;
const SIZES: Record<TypologyCode, number> = { '1R': 55, '2R': 80, '3R': 110, PH: 160, ESP: 38, EG: 42, EPH: 45 };

/** A new development with these unit types (sizes as in SIZES). */
export async function newDevelopment(t: TestApp, codes: readonly TypologyCode[] = ['1R', '2R', '3R', 'ESP']) {
  counter++;
  const key = `bulk${counter}${Date.now().toString(36)}`;
  const [dev] = await t.database.db
    .insert(developments)
    .values({ slug: `s-${key}`, code: key.toUpperCase(), name: `Torre ${key}`, city: 'Tulum', address: 'Tulum', status: 'selling', sortOrder: 50 + counter })
    .returning({ id: developments.id, slug: developments.slug });
  await t.database.db.insert(typologies).values(
    codes.map((code) => ({ developmentId: dev!.id, code, name: { es: `Tipo ${code}`, en: `Type ${code}`, fr: `Type ${code}` }, description: `CONDO ${code}`, sizeM2: SIZES[code] })),
  );
  return dev!;
}

export function storedUnits(t: TestApp, developmentId: number) {
  return t.database.db
    .select({
      id: properties.id,
      number: properties.number,
      floor: properties.floor,
      position: properties.position,
      typology: typologies.code,
      name: properties.name,
      furniture: properties.furniture,
      sizeM2: properties.sizeM2,
      price: properties.price,
      status: properties.status,
    })
    .from(properties)
    .innerJoin(typologies, eq(typologies.id, properties.typologyId))
    .where(eq(properties.developmentId, developmentId))
    .orderBy(asc(properties.floor), asc(properties.position), asc(properties.number));
}

export async function priceHistory(t: TestApp, unitIds: number[]) {
  if (unitIds.length === 0) return [];
  return t.database.db
    .select({ propertyId: unitPriceChanges.propertyId, oldPrice: unitPriceChanges.oldPrice, newPrice: unitPriceChanges.newPrice, reason: unitPriceChanges.reason, actorId: unitPriceChanges.actorId })
    .from(unitPriceChanges)
    .where(inArray(unitPriceChanges.propertyId, unitIds))
    .orderBy(asc(unitPriceChanges.id));
}

export const auditOf = (t: TestApp, developmentId: number, action: string) =>
  t.database.db
    .select({ actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.developmentId, developmentId), eq(auditLog.action, action)));

export function postGenerate(t: TestApp, caller: Caller, slug: string, body: UnitGenerateInput | Record<string, unknown>, options: { dryRun?: boolean; lang?: string } = {}) {
  const query = options.dryRun === undefined ? '' : `?dry_run=${options.dryRun}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/developments/${slug}/units/generate${query}`,
    payload: body,
    headers: { ...caller.headers, ...(options.lang ? { 'accept-language': options.lang } : {}) },
  });
}

export type UnitImportRow = Record<UnitImportColumn, string | number>;

/** A complete, valid row; any column can be overridden. */
export const unitRow = (number: string, floor: number, position: number | '', overrides: Partial<UnitImportRow> = {}): UnitImportRow => ({
  number,
  floor,
  position,
  typology: '2R',
  furniture: 'GOLD',
  size_m2: 80,
  price: 2_500_000,
  status: '',
  ...overrides,
});

const cellsOf = (row: UnitImportRow, columns: readonly string[]) => columns.map((column) => row[column as UnitImportColumn] ?? '');

export function unitsCsv(rows: UnitImportRow[], options: { columns?: readonly string[]; crlf?: boolean } = {}): Buffer {
  const columns = options.columns ?? UNIT_IMPORT_COLUMNS;
  return Buffer.from(stringify([[...columns], ...rows.map((row) => cellsOf(row, columns))], { record_delimiter: options.crlf ? 'windows' : 'unix' }), 'utf8');
}

export function unitsXlsx(rows: UnitImportRow[], columns: readonly string[] = UNIT_IMPORT_COLUMNS): Promise<Buffer> {
  return writeXlsxFile([[...columns], ...rows.map((row) => cellsOf(row, columns))]).toBuffer();
}

export async function postUnitsImport(t: TestApp, caller: Caller, slug: string, bytes: Buffer, options: { dryRun?: boolean; filename?: string; type?: string; lang?: string } = {}) {
  const form = await multipart(bytes, { field: 'file', filename: options.filename ?? 'units.csv', type: options.type ?? 'text/csv' });
  const query = options.dryRun === undefined ? '' : `?dry_run=${options.dryRun}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/developments/${slug}/units/import${query}`,
    payload: form.payload,
    headers: { ...caller.headers, ...form.headers, ...(options.lang ? { 'accept-language': options.lang } : {}) },
  });
}

export const getUnitsExport = (t: TestApp, caller: Caller, slug: string, format: 'csv' | 'xlsx' = 'csv') =>
  t.app.inject({ method: 'GET', url: `/api/developments/${slug}/units/export?format=${format}`, headers: caller.headers });
