// One import, from the uploaded bytes to what was (or, in a dry run, would be) written: parse,
// check every row, compare with the stored items (read once, by code), then write every new or
// changed row in ONE transaction of the catalogue's change signal, so every instance forgets
// its cached catalogue once, after the commit. A file with any wrong row writes nothing.
import { FORM_FIELD } from '@vitrina/contracts';
import type { ChangeSignal } from '../cache/change-signal';
import type { Db } from '../db/client';
import { findItemsByCode, upsertItems } from '../routes/catalogue/import-repository';
import { checkSheet, type RowError } from './check-rows';
import { ImportFileError, parseImportFile, type FileHint } from '../spreadsheet/parse-file';
import { planImport } from './plan';

export interface ImportOutcome {
  create: number;
  update: number;
  unchanged: number;
  unknownColumns: string[];
  /** Every error, by line; empty when the file can be imported. */
  errors: RowError[];
  /** True when rows were written (not a dry run, no error, something new or changed). */
  written: boolean;
}

/**
 * Throws ImportFileError for a file that has no rows to check (not CSV or XLSX, unreadable,
 * empty, too many rows); a CSV that breaks off is answered as that line's error.
 */
export async function importCatalogue(db: Db, signal: ChangeSignal, bytes: Buffer, hint: FileHint, dryRun: boolean): Promise<ImportOutcome> {
  let checked;
  try {
    checked = checkSheet(await parseImportFile(bytes, hint));
  } catch (error) {
    if (error instanceof ImportFileError && error.problem === 'malformed') {
      const errors = [{ line: error.line ?? 1, field: FORM_FIELD, key: 'catalogue.import.malformed' }];
      return { create: 0, update: 0, unchanged: 0, unknownColumns: [], errors, written: false };
    }
    throw error;
  }
  const { items, errors, unknownColumns } = checked;
  const plan = planImport(items, await findItemsByCode(db, items.map((i) => i.values.code)));
  const changed = [...plan.create, ...plan.update];
  const written = !dryRun && errors.length === 0 && changed.length > 0;
  // Nothing new or changed: no transaction, so no cache is emptied for nothing.
  if (written) await signal.transaction((tx) => upsertItems(tx, changed));
  return { create: plan.create.length, update: plan.update.length, unchanged: plan.unchanged, unknownColumns, errors, written };
}
