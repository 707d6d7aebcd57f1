// One units import, from the uploaded bytes to what was (or, in a dry run, would be) written:
// parse, check every row, plan against the development, then write every new or changed unit in
// ONE transaction of the change signal (the development locked, the plan made again from what
// the transaction reads), with the price history and one audit entry. Any error: nothing written.
import { DEVELOPMENT_UNITS_MAX, FORM_FIELD } from '@vitrina/contracts';
import type { ChangeSignal } from '../cache/change-signal';
import type { Db } from '../db/client';
import { lockDevelopment } from '../developments/developments-write-repository';
import { clearPositions, developmentUnits, updateUnits } from '../routes/unit-setup/unit-setup-repository';
import { unitTypesByCode } from '../unit-inventory/unit-types-repository';
import { findDevelopment, insertPriceChanges, insertUnits, writeUnitAudit } from '../unit-inventory/units-write-repository';
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

/** Rolls the import's transaction back: the plan says why (null: the development is gone). */
class Refused extends Error {
  constructor(readonly plan: UnitImportPlan | null) {
    super('units import refused');
  }
}

async function planFor(db: Db | Parameters<Parameters<ChangeSignal['transaction']>[0]>[0], developmentId: number, rows: readonly CheckedUnitRow[]) {
  return planUnitImport(rows, await unitTypesByCode(db, developmentId), await developmentUnits(db, developmentId));
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
  const development = await findDevelopment(db, slug);
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
  if (dryRun || sheet.errors.length) return outcome(await planFor(db, development.id, sheet.rows), false);
  // The real import plans once, inside its transaction; anything that stops it (an error, or
  // nothing new or changed) rolls back, so no cache is emptied for nothing.
  try {
    const plan = await signal.transaction(async (tx) => {
      const locked = await lockDevelopment(tx, { slug });
      if (!locked) throw new Refused(null);
      const plan = await planFor(tx, locked.id, sheet.rows);
      if (plan.errors.length || plan.tooManyUnits || plan.create.length + plan.update.length === 0) throw new Refused(plan);
      await clearPositions(tx, plan.moving);
      await updateUnits(tx, locked.id, plan.update);
      // New units get their first price history row; changed prices one more (reason "import").
      await insertUnits(tx, locked.id, plan.create, actorId, IMPORT_PRICE_REASON);
      await insertPriceChanges(tx, plan.priceChanges, actorId, IMPORT_PRICE_REASON);
      const newPrices = plan.create.filter((u) => u.price !== null).length;
      await writeUnitAudit(tx, {
        actorId,
        action: 'units.import',
        developmentId: locked.id,
        details: { created: plan.create.length, updated: plan.update.length, unchanged: plan.unchanged, price_changes: plan.priceChanges.length + newPrices },
      });
      return plan;
    });
    return outcome(plan, true);
  } catch (error) {
    if (error instanceof Refused) return error.plan ? outcome(error.plan, false) : { kind: 'not-found' };
    throw error;
  }
}
