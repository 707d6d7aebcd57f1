// Bulk repricing of a development's units (issue 22, decision 034; Admin). The preview reads the
// units and plans; the real call plans again from the prices it reads, locked, in its own
// transaction (someone may have changed a price since the preview), then writes every new price
// and one price-history row per unit with the reason, and an audit entry — all or nothing, with
// the change signal's NOTIFY. Any new price below zero refuses the whole call.
import type { UnitReprice, UnitRepriceResult } from '@vitrina/contracts';
import type { ChangeSignal, Tx } from '../cache/change-signal';
import type { Db } from '../db/client';
import { lockDevelopment } from '../developments/developments-write-repository';
import { RefusedWrite, refusableWrite } from '../developments/refusable-write';
import { planReprice, type PricedUnit, type RepricePlan } from './reprice-plan';
import { findDevelopment, insertPriceChanges, setPrices, unitsForPricing, writeUnitAudit } from './units-write-repository';
import { currencyOf, statusOf, typologyCodeOf } from './vocabularies';

export type RepriceOutcome =
  | { kind: 'done'; result: UnitRepriceResult }
  | { kind: 'development-not-found' }
  | { kind: 'below-zero'; count: number };

class Refused extends RefusedWrite<Exclude<RepriceOutcome, { kind: 'done' }>> {}

async function plan(tx: Tx | Db, developmentId: number, body: UnitReprice, lock: boolean): Promise<RepricePlan> {
  const rows = await unitsForPricing(tx, developmentId, { lock });
  const units: PricedUnit[] = rows.map((r) => ({ ...r, typology: typologyCodeOf(r.typologyCode), status: statusOf(r.status) }));
  return planReprice(units, body);
}

export async function repriceUnits(signal: ChangeSignal, db: Db, actorId: number, slug: string, body: UnitReprice, dryRun: boolean): Promise<RepriceOutcome> {
  if (dryRun) {
    const development = await findDevelopment(db, slug);
    if (!development) return { kind: 'development-not-found' };
    const planned = await plan(db, development.id, body, false);
    if (planned.kind === 'below-zero') return planned;
    return { kind: 'done', result: { dry_run: true, currency: currencyOf(development.currency), skipped: planned.skipped, changes: planned.changes } };
  }
  // Nothing to retry: the development's lock keeps other unit writes out meanwhile.
  return refusableWrite<RepriceOutcome>(
    signal,
    async (tx) => {
      const development = await lockDevelopment(tx, { slug });
      if (!development) throw new Refused({ kind: 'development-not-found' });
      const planned = await plan(tx, development.id, body, true);
      if (planned.kind === 'below-zero') throw new Refused(planned);
      const { changes, skipped } = planned;
      await setPrices(tx, changes.map((c) => ({ id: c.unit_id, price: c.new_price })));
      await insertPriceChanges(tx, changes.map((c) => ({ propertyId: c.unit_id, oldPrice: c.old_price, newPrice: c.new_price })), actorId, body.reason);
      await writeUnitAudit(tx, {
        actorId,
        action: 'units.reprice',
        developmentId: development.id,
        details: { reason: body.reason, mode: body.mode, value: body.value, round_to: body.round_to, selection: body.selection, changed: changes.length, skipped },
      });
      return { kind: 'done', result: { dry_run: false, currency: currencyOf(development.currency), skipped, changes } };
    },
    () => false,
  );
}
