// A unit written by hand (issue 22, decision 034): created in a development (available) or
// edited. One transaction with the change signal's NOTIFY (cached public answers that show units
// or prices are dropped on every instance), the development locked first (every unit write takes
// that order: two writes to one development go one at a time), its checks (a number and a cell at
// most once per development, a unit type of the development, at most DEVELOPMENT_UNITS_MAX units),
// a price history row when the price changed, and an audit entry. A typed outcome.
import { DEVELOPMENT_UNITS_MAX, type UnitWrite } from '@vitrina/contracts';
import type { ChangeSignal, Tx } from '../cache/change-signal';
import { isUniqueViolation } from '../developments/database-codes';
import { lockDevelopment } from '../developments/developments-write-repository';
import { RefusedWrite, refusableWrite } from '../developments/refusable-write';
import { samePrice } from './money';
import { unitTypesByCode, type UnitTypeRef } from './unit-types-repository';
import { countUnits, insertPriceChanges, insertUnits, lockUnit, takenPlace, updateUnit, writeUnitAudit, type UnitValues } from './units-write-repository';

export type UnitWriteOutcome =
  | { kind: 'done'; id: number }
  | { kind: 'development-not-found' | 'unit-not-found' | 'typology-not-in-development' }
  | { kind: 'number-taken'; number: string }
  | { kind: 'cell-taken'; floor: number; position: number; number: string }
  | { kind: 'too-many-units'; max: number };

class Refused extends RefusedWrite<Exclude<UnitWriteOutcome, { kind: 'done' }>> {}

// A number or cell taken by a write that did not lock the development: once more, the checks
// now see it and say which.
const run = (signal: ChangeSignal, work: (tx: Tx) => Promise<number>) =>
  refusableWrite<UnitWriteOutcome>(signal, async (tx) => ({ kind: 'done', id: await work(tx) }), isUniqueViolation);

function valuesOf(body: UnitWrite, unitType: UnitTypeRef): UnitValues {
  return {
    unitType,
    number: body.number,
    floor: body.floor,
    position: body.position,
    furniture: body.furniture,
    sizeM2: body.size_m2 ?? unitType.sizeM2,
    price: body.price,
  };
}

/** The unit type of that code in the development, and the number and cell free (but for `exceptId`). */
async function checked(tx: Tx, developmentId: number, body: UnitWrite, exceptId: number | null): Promise<UnitValues> {
  const unitType = (await unitTypesByCode(tx, developmentId)).get(body.typology);
  if (!unitType) throw new Refused({ kind: 'typology-not-in-development' });
  const taken = await takenPlace(tx, developmentId, body, exceptId);
  if (taken.number) throw new Refused({ kind: 'number-taken', number: body.number });
  if (taken.cell && body.position !== null) throw new Refused({ kind: 'cell-taken', floor: body.floor, position: body.position, number: taken.cell.number });
  return valuesOf(body, unitType);
}

const facts = (v: UnitValues) => ({ number: v.number, floor: v.floor, position: v.position, typology: v.unitType.code, furniture: v.furniture, size_m2: v.sizeM2, price: v.price });

export function createUnit(signal: ChangeSignal, actorId: number, slug: string, body: UnitWrite): Promise<UnitWriteOutcome> {
  return run(signal, async (tx) => {
    const development = await lockDevelopment(tx, { slug });
    if (!development) throw new Refused({ kind: 'development-not-found' });
    if ((await countUnits(tx, development.id)) >= DEVELOPMENT_UNITS_MAX) throw new Refused({ kind: 'too-many-units', max: DEVELOPMENT_UNITS_MAX });
    const values = await checked(tx, development.id, body, null);
    const [id] = await insertUnits(tx, development.id, [values], actorId, body.price_reason);
    await writeUnitAudit(tx, { actorId, action: 'unit.create', developmentId: development.id, propertyId: id!, details: { unit_number: values.number, ...facts(values) } });
    return id!;
  });
}

/** Replaces the unit's facts and price; its status is left as it is (decision 033). */
export function editUnit(signal: ChangeSignal, actorId: number, id: number, body: UnitWrite): Promise<UnitWriteOutcome> {
  return run(signal, async (tx) => {
    const unlocked = await lockUnit(tx, id, { lock: false });
    if (!unlocked || !(await lockDevelopment(tx, { id: unlocked.developmentId }))) throw new Refused({ kind: 'unit-not-found' });
    const before = await lockUnit(tx, id, { lock: true });
    if (!before) throw new Refused({ kind: 'unit-not-found' });
    const values = await checked(tx, before.developmentId, body, id);
    await updateUnit(tx, id, values);
    if (!samePrice(before.price, values.price)) {
      await insertPriceChanges(tx, [{ propertyId: id, oldPrice: before.price, newPrice: values.price }], actorId, body.price_reason);
    }
    const after = facts(values);
    const previous = { number: before.number, floor: before.floor, position: before.position, typology: before.typologyCode, furniture: before.furniture, size_m2: before.sizeM2, price: before.price };
    const changed = Object.fromEntries(
      (Object.keys(after) as (keyof typeof after)[]).filter((k) => previous[k] !== after[k]).map((k) => [k, { old: previous[k], new: after[k] }]),
    );
    await writeUnitAudit(tx, { actorId, action: 'unit.update', developmentId: before.developmentId, propertyId: id, details: { unit_number: values.number, changes: changed } });
    return id;
  });
}
