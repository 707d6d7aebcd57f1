// Helpers of the catalogue import tests: rows by column, CSV and XLSX files made by the same
// libraries a spreadsheet user's file would be read with, and the import call itself.
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import { ITEM_IMPORT_COLUMNS, type ItemImportColumn } from '@vitrina/contracts';
import type { TestApp } from '../../helper';
import { multipart, type Caller } from './fixtures';

export type ImportRow = Record<ItemImportColumn, string | number>;

/** A complete, valid row; any column can be overridden. */
export function importRow(code: string, overrides: Partial<ImportRow> = {}): ImportRow {
  return {
    code,
    category: 'GOLD',
    typology: '2R',
    room: 'SALA',
    type: 'Iluminación',
    quantity: 2,
    name_es: `Lámpara ${code}`,
    name_en: `Lamp ${code}`,
    name_fr: `Lampe ${code}`,
    description_es: 'Lámpara de latón',
    description_en: 'Brass lamp',
    description_fr: 'Lampe en laiton',
    ...overrides,
  };
}

export const cellsOf = (row: ImportRow, columns: readonly string[] = ITEM_IMPORT_COLUMNS) =>
  columns.map((column) => row[column as ItemImportColumn] ?? '');

/** A CSV (RFC 4180, LF line ends unless told) with the header and these rows. */
export function csvFile(rows: ImportRow[], options: { columns?: readonly string[]; bom?: boolean; crlf?: boolean } = {}): Buffer {
  const columns = options.columns ?? ITEM_IMPORT_COLUMNS;
  const text = stringify([[...columns], ...rows.map((row) => cellsOf(row, columns))], { record_delimiter: options.crlf ? 'windows' : 'unix' });
  return Buffer.from(`${options.bom ? '\uFEFF' : ''}${text}`, 'utf8');
}

/** A CSV of exactly these rows (the first being the header). */
export const csvTable = (rows: (string | number)[][]): Buffer => Buffer.from(stringify(rows), 'utf8');

export function xlsxFile(rows: ImportRow[], columns: readonly string[] = ITEM_IMPORT_COLUMNS): Promise<Buffer> {
  return writeXlsxFile([[...columns], ...rows.map((row) => cellsOf(row, columns))]).toBuffer();
}

export interface ImportCall {
  dryRun?: boolean;
  filename?: string;
  type?: string;
  lang?: string;
}

export async function postImport(t: TestApp, bytes: Buffer, caller: Caller, options: ImportCall = {}) {
  const form = await multipart(bytes, { field: 'file', filename: options.filename ?? 'catalogue.csv', type: options.type ?? 'text/csv' });
  const query = options.dryRun === undefined ? '' : `?dry_run=${options.dryRun}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/items/import${query}`,
    payload: form.payload,
    headers: { ...caller.headers, ...form.headers, ...(options.lang ? { 'accept-language': options.lang } : {}) },
  });
}
