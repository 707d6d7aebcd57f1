// One units import, from the uploaded bytes to what was (or, in a dry run, would be) written:
// parse, check every row, plan against the development, then write every new or changed unit in
// ONE transaction of the change signal (the development locked, the plan made again from what
// the transaction reads), with the price history and one audit entry. Any error: nothing written.
import { DEVELOPMENT_UNITS_MAX, FORM_FIELD } from '@vitrina/contracts';
import type { ChangeSignal } from '../cache/change-signal';
import type { Db } from '../db/client';
import {
  clearPositions,
  developmentUnits,
  findUnitsDevelopment,
  insertPriceChanges,
  insertUnits,
  ownTypologies,
  updateUnits,
  writeUnitsAudit,
} from '../routes/unit-setup/unit-setup-repository';
import type { RowError } from '../spreadsheet/header';
import { ImportFileError, parseImportFile, type FileHint } from '../spreadsheet/parse-file';
import { byLineAndColumn, checkUnitSheet, type CheckedUnitRow } from './check-unit-rows';
import { planUnitImport, type UnitImportPlan } from './plan-unit-import';

/** The reason of the price history rows an import writes (decision 034). */
export const IMPORT_PRICE_REASON = 'import';

export type UnitImportOutcome =
  | { kind: 'not-found' }
  | { kind: 'too-many-units' }
  | {
      kind: 'checked';
      create: number;
      update: number;
      unchanged: number;
      unknownColumns: string[];
      /** Every error, by line then column; empty when the file can be imported. */
      errors: RowError[];
      written: boolean;
    };

class Refused extends Error {
  constructor(readonly plan: UnitImportPlan) {
    super('units import refused');
  }
}

async function planFor(db: Db | Parameters<Parameters<ChangeSignal['transaction']>[0]>[0], developmentId: number, rows: readonly CheckedUnitRow[]) {
  return planUnitImport(rows, await ownTypologies(db, developmentId), await developmentUnits(db, developmentId));
}

/**
 * Throws ImportFileError for a file that has no rows to check (not CSV or XLSX, unreadable,
 * empty, more rows than a development may have units); a CSV that breaks off is that line's error.
 */
export async function importUnits(db: Db, signal: ChangeSignal, actorId: number, slug: string, bytes: Buffer, hint: FileHint, dryRun: boolean): Promise<UnitImportOutcome> {
  let sheet;
  try {
    sheet = checkUnitSheet(await parseImportFile(bytes, hint, { maxRows: DEVELOPMENT_UNITS_MAX }));
  } catch (error) {
    if (!(error instanceof ImportFileError) || error.problem !== 'malformed') throw error;
    sheet = { rows: [], unknownColumns: [], errors: [{ line: error.line ?? 1, field: FORM_FIELD, key: 'catalogue.import.malformed' }] };
  }
  const development = await findUnitsDevelopment(db, slug);
  if (!development) return { kind: 'not-found' };
  const outcome = (plan: UnitImportPlan, written: boolean): UnitImportOutcome =>
    plan.tooManyUnits
      ? { kind: 'too-many-units' }
      : {
          kind: 'checked',
          create: plan.create.length,
          update: plan.update.length,
          unchanged: plan.unchanged,
          unknownColumns: sheet.unknownColumns,
          errors: [...sheet.errors, ...plan.errors].sort(byLineAndColumn),
          written,
        };
  const preview = await planFor(db, development.id, sheet.rows);
  const nothingToWrite = preview.create.length + preview.update.length === 0;
  if (dryRun || sheet.errors.length || preview.errors.length || preview.tooManyUnits || nothingToWrite) return outcome(preview, false);
  try {
    const plan = await signal.transaction(async (tx) => {
      const locked = await findUnitsDevelopment(tx, slug, true);
      if (!locked) throw new Refused(preview);
      const plan = await planFor(tx, locked.id, sheet.rows);
      if (plan.errors.length || plan.tooManyUnits) throw new Refused(plan);
      await clearPositions(tx, plan.moving);
      await updateUnits(tx, locked.id, plan.update);
      const created = await insertUnits(tx, locked.id, plan.create);
      const newPrices = created.filter((u) => u.price !== null).map((u) => ({ propertyId: u.id, oldPrice: null, newPrice: u.price }));
      await insertPriceChanges(tx, actorId, IMPORT_PRICE_REASON, [...plan.priceChanges, ...newPrices]);
      await writeUnitsAudit(tx, {
        actorId,
        action: 'units.import',
        developmentId: locked.id,
        details: { created: plan.create.length, updated: plan.update.length, unchanged: plan.unchanged, price_changes: plan.priceChanges.length + newPrices.length },
      });
      return plan;
    });
    return outcome(plan, true);
  } catch (error) {
    // Someone changed the development's units between the preview and the transaction.
    if (error instanceof Refused) return outcome(error.plan, false);
    throw error;
  }
}
