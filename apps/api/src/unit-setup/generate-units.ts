// A generator call (decision 034): the preview reads and plans; the real call plans again inside
// one transaction of the change signal (the development's row locked, so two bulk writes to one
// development go one at a time), writes every new unit with its price history and one audit
// entry, or nothing.
import type { UnitGenerate } from '@vitrina/contracts';
import type { ChangeSignal } from '../cache/change-signal';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../developments/database-codes';
import { lockDevelopment } from '../developments/developments-write-repository';
import { developmentUnits } from '../routes/unit-setup/unit-setup-repository';
import { unitTypesByCode } from '../unit-inventory/unit-types-repository';
import { findDevelopment, insertUnits, writeUnitAudit } from '../unit-inventory/units-write-repository';
import { planGeneration, type GeneratePlan } from './generate-plan';

/** The reason of the price history rows a generator writes. */
export const GENERATED_PRICE_REASON = 'generated';

export type GenerateOutcome = GeneratePlan | { kind: 'not-found' };

class Refused extends Error {
  constructor(readonly outcome: GenerateOutcome) {
    super(outcome.kind);
  }
}

export async function previewGeneration(db: Db, slug: string, body: UnitGenerate): Promise<GenerateOutcome> {
  const development = await findDevelopment(db, slug);
  if (!development) return { kind: 'not-found' };
  return planGeneration(body, await unitTypesByCode(db, development.id), await developmentUnits(db, development.id));
}

export async function generateUnits(signal: ChangeSignal, actorId: number, slug: string, body: UnitGenerate): Promise<GenerateOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signal.transaction(async (tx) => {
        const development = await lockDevelopment(tx, { slug });
        if (!development) throw new Refused({ kind: 'not-found' });
        const plan = planGeneration(body, await unitTypesByCode(tx, development.id), await developmentUnits(tx, development.id));
        if (plan.kind !== 'ok') throw new Refused(plan);
        // Each new unit with a price gets its first price history row (reason GENERATED_PRICE_REASON).
        await insertUnits(tx, development.id, plan.values, actorId, GENERATED_PRICE_REASON);
        await writeUnitAudit(tx, {
          actorId,
          action: 'units.generate',
          developmentId: development.id,
          details: {
            floor_from: body.floor_from,
            floor_to: body.floor_to,
            positions: body.positions,
            number_template: body.number_template,
            base_price: body.base_price,
            floor_step: body.floor_step,
            created: plan.units.length,
            existing: plan.existing,
          },
        });
        return plan;
      });
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      // A unit written by hand between this call's read and its insert (a single unit's create
      // does not lock the development): once more, the plan now sees it and says which.
      if (attempt === 1 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
