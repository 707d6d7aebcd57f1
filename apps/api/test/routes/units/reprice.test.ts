// Issue 22: POST /developments/{slug}/units/reprice?dry_run= (Admin) — the preview is what is
// applied, one price-history row per unit with the reason, the selection, units without a price,
// rounding, a price below zero refusing everything, and a reprice racing a status change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { VALIDATION_TEXTS, unitAuditListSchema, unitPriceHistorySchema, unitRepriceResultSchema, type UnitRepriceInput } from '@vitrina/contracts';
import { acquireCatalogueSignal } from '../../../src/cache/catalogue-signal';
import { auditLog, properties, unitPriceChanges } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, callerFor, createPerson, type Caller } from './fixtures';
import { addUnits, createDevelopment, type TestDevelopment, type UnitSeed } from './inventory-fixtures';

describe(`units: POST /developments/{slug}/units/reprice (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller, guest: Caller, vitrina: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    [admin, guest] = (await Promise.all([DEMO.admin, DEMO.guest].map((e) => callerFor(db, e)))) as [Caller, Caller];
    vitrina = await createPerson(db, 'Vitrina');
  });
  afterAll(() => t?.close());

  const reprice = (slug: string, payload: Partial<UnitRepriceInput> | Record<string, unknown>, dryRun: boolean, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/developments/${slug}/units/reprice?dry_run=${dryRun}`, payload: { reason: 'Lista de junio', ...payload } as object, headers });
  const pricesOf = async (ids: number[]) => {
    const rows = await t.database.db.select({ id: properties.id, price: properties.price }).from(properties).where(inArray(properties.id, ids));
    return Object.fromEntries(rows.map((r) => [r.id, r.price]));
  };
  const historyRows = async (ids: number[]) => t.database.db.select().from(unitPriceChanges).where(inArray(unitPriceChanges.propertyId, ids));

  /** A building: floors 1–4, positions 1–3 (1R, 2R, PH), prices by floor; one unit without a price, some sold or held. */
  async function building(): Promise<{ dev: TestDevelopment; ids: number[]; byNumber: Map<string, number> }> {
    const dev = await createDevelopment(t.database.db);
    const seeds: UnitSeed[] = [];
    for (let floor = 1; floor <= 4; floor++) {
      (['1R', '2R', 'PH'] as const).forEach((typology, i) => {
        const number = `${floor}0${i + 1}`;
        seeds.push({ number, floor, position: i + 1, typology, price: number === '302' ? null : 1_000_000 + floor * 10_000 + i * 1_000.5 });
      });
    }
    seeds.find((s) => s.number === '201')!.status = 'sold';
    seeds.find((s) => s.number === '301')!.status = 'on_hold';
    const ids = await addUnits(t.database.db, dev, seeds);
    return { dev, ids, byNumber: new Map(seeds.map((s, i) => [s.number, ids[i]!])) };
  }

  it('only an Admin reprices: the team and a Guest 403, no token 401, before the body is read', async () => {
    const { dev } = await building();
    for (const [headers, status] of [
      [vitrina.headers, 403],
      [guest.headers, 403],
      [{}, 401],
    ] as const) {
      expect((await reprice(dev.slug, { nonsense: 1 }, true, headers)).statusCode).toBe(status);
    }
  });

  it('the preview writes nothing and is exactly what the real call applies, with one history row per unit', async () => {
    const { dev, ids } = await building();
    const body = { selection: { typologies: ['2R', 'PH'], floor_from: 2 }, mode: 'percent', value: 3.5, round_to: 10 } as const;
    const before = await pricesOf(ids);
    const { signal, release } = await acquireCatalogueSignal(t.database);
    let applied;
    try {
      const version = signal.version;
      const preview = await reprice(dev.slug, body, true);
      expect(preview.statusCode, preview.body).toBe(200);
      const planned = unitRepriceResultSchema.parse(preview.json());
      expect(planned).toMatchObject({ dry_run: true, currency: 'MXN', skipped: 1 });
      expect(await pricesOf(ids)).toEqual(before);
      expect(await historyRows(ids)).toEqual([]);
      expect(signal.version).toBe(version);

      applied = unitRepriceResultSchema.parse((await reprice(dev.slug, body, false)).json());
      expect(applied.dry_run).toBe(false);
      expect(applied.changes).toEqual(planned.changes);
      expect(applied.skipped).toBe(1);
      expect(signal.version).toBeGreaterThan(version);
    } finally {
      await release();
    }
    // Floors 4, 3, 2 × (2R, PH) but 302 without a price: 5 changes, top floor first.
    expect(applied.changes.map((c) => c.number)).toEqual(['402', '403', '303', '202', '203']);
    const after = await pricesOf(ids);
    const history = await historyRows(ids);
    expect(history).toHaveLength(5);
    for (const change of applied.changes) {
      expect(change.old_price).toBe(before[change.unit_id]);
      expect(after[change.unit_id]).toBe(change.new_price);
      expect(Math.round(change.new_price * 100) % 1000).toBe(0); // rounded to tens
      const row = history.find((h) => h.propertyId === change.unit_id)!;
      expect(row).toMatchObject({ oldPrice: change.old_price, newPrice: change.new_price, reason: 'Lista de junio', actorId: admin.id });
    }
    // 402: 1,041,000.50 × 1.035 = 1,077,435.5175 → 1,077,440 (tens).
    expect(after[ids[10]!]).toBe(1_077_440);
    const shown = unitPriceHistorySchema.parse((await t.app.inject({ method: 'GET', url: `/api/units/${ids[10]}/prices`, headers: vitrina.headers })).json());
    expect(shown[0]).toMatchObject({ old_price: 1_041_000.5, new_price: 1_077_440, reason: 'Lista de junio', actor: { id: admin.id } });
    // Units outside the selection kept their price.
    for (const id of ids) if (!applied.changes.some((c) => c.unit_id === id)) expect(after[id]).toBe(before[id]);
    // One audit entry for the whole change.
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.developmentId, dev.id));
    expect(audits.filter((a) => a.action === 'units.reprice')).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ reason: 'Lista de junio', changed: 5, skipped: 1 });
  });

  it('selects by status and by an amount; rounds to thousands', async () => {
    const { dev, byNumber } = await building();
    const res = unitRepriceResultSchema.parse((await reprice(dev.slug, { selection: { statuses: ['sold', 'on_hold'] }, mode: 'amount', value: -25_000, round_to: 1000 }, false)).json());
    expect(res.changes.map((c) => [c.number, c.status, c.old_price, c.new_price])).toEqual([
      ['301', 'on_hold', 1_030_000, 1_005_000],
      ['201', 'sold', 1_020_000, 995_000],
    ]);
    expect(await pricesOf([byNumber.get('301')!, byNumber.get('101')!])).toEqual({ [byNumber.get('301')!]: 1_005_000, [byNumber.get('101')!]: 1_010_000 });
    // The history on the unit's trail is its own: the audit trail stays about statuses and edits.
    expect(unitAuditListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/properties/${byNumber.get('301')}/audit`, headers: admin.headers })).json())).toEqual([]);
  });

  it('a price below zero refuses the whole call, translated with the count, and writes nothing', async () => {
    const { dev, ids } = await building();
    const before = await pricesOf(ids);
    await t.database.db.update(properties).set({ price: 500 }).where(inArray(properties.id, ids.slice(0, 2)));
    const lowered = await pricesOf(ids);
    for (const [lang, message] of [
      ['es', 'Con este cambio el precio de 2 unidades quedaría por debajo de cero o por encima del máximo; no se cambió nada.'],
      ['en', 'This change would take the price of 2 units below zero or above the maximum; nothing was changed.'],
      ['fr', 'Ce changement ferait passer le prix de 2 logements sous zéro ou au-dessus du maximum ; rien n’a été modifié.'],
    ] as const) {
      for (const dryRun of [true, false]) {
        const res = await reprice(dev.slug, { mode: 'amount', value: -1_000 }, dryRun, { ...admin.headers, 'accept-language': lang });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ code: 'validation_failed', message, errors: { value: [message] } });
      }
    }
    expect(await pricesOf(ids)).toEqual(lowered);
    expect(lowered).not.toEqual(before);
    expect(await historyRows(ids)).toEqual([]);
  });

  it('422 by field for a bad body, 404 for an unknown development', async () => {
    const { dev } = await building();
    const cases: [Record<string, unknown>, string, keyof (typeof VALIDATION_TEXTS)['fr']][] = [
      [{ mode: 'percent', value: 0 }, 'value', 'unit.repriceValue'],
      [{ mode: 'percent', value: -95 }, 'value', 'unit.repriceValue'],
      [{ mode: 'amount', value: 10, reason: '  ' }, 'reason', 'unit.reasonRequired'],
      [{ mode: 'amount', value: 10, selection: { floor_from: 5, floor_to: 2 } }, 'selection.floor_to', 'unit.floorOrder'],
      [{ mode: 'amount', value: 10, selection: { statuses: ['vendida'] } }, 'selection.statuses.0', 'unit.statusInvalid'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await reprice(dev.slug, payload, false, { ...admin.headers, 'accept-language': 'fr' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], res.body).toEqual([VALIDATION_TEXTS.fr[key]]);
    }
    expect((await reprice('nowhere', { mode: 'amount', value: 10 }, true)).statusCode).toBe(404);
    expect((await reprice('nowhere', { mode: 'amount', value: 10 }, false)).statusCode).toBe(404);
  });

  it('reprices a development of 2,000 units in one call', async () => {
    const dev = await createDevelopment(t.database.db);
    const seeds: UnitSeed[] = [];
    for (let floor = 1; floor <= 40; floor++) for (let position = 1; position <= 50; position++) seeds.push({ number: `${floor}${String(position).padStart(2, '0')}`, floor, position, price: 250_000 + floor * 1_000 });
    const ids = await addUnits(t.database.db, dev, seeds);
    const started = performance.now();
    const res = await reprice(dev.slug, { mode: 'percent', value: 4, round_to: 100 }, false);
    console.log(`reprice of 2,000 units (${testDbKind}): ${(performance.now() - started).toFixed(0)} ms`);
    expect(res.statusCode, res.body).toBe(200);
    expect(unitRepriceResultSchema.parse(res.json()).changes).toHaveLength(2000);
    expect(await historyRows(ids)).toHaveLength(2000);
    // Floor 40: 290,000 × 1.04 = 301,600.
    expect((await pricesOf([ids.at(-1)!]))[ids.at(-1)!]).toBe(301_600);
  });

  // On PostgreSQL the two truly overlap: the reprice locks the units it reads; the status change
  // either waits for it or goes first, and neither loses the other's write.
  it('a reprice racing status changes loses neither', async () => {
    for (let round = 0; round < 5; round++) {
      const { dev, ids, byNumber } = await building();
      const targets = ['101', '202', '403'].map((n) => byNumber.get(n)!);
      const until = new Date(Date.now() + 3_600_000).toISOString();
      const [repriced, ...holds] = await Promise.all([
        reprice(dev.slug, { mode: 'percent', value: 10, round_to: 1 }, false),
        ...targets.map((id) => t.app.inject({ method: 'POST', url: `/api/units/${id}/status`, headers: vitrina.headers, payload: { status: 'on_hold', until } })),
      ]);
      expect(repriced!.statusCode, repriced!.body).toBe(200);
      for (const hold of holds) expect(hold.statusCode, hold.body).toBe(200);
      const rows = await t.database.db.select().from(properties).where(inArray(properties.id, ids));
      for (const id of targets) {
        const row = rows.find((r) => r.id === id)!;
        expect(row.status).toBe('on_hold');
        expect(row.heldBy).toBe(vitrina.id);
      }
      const result = unitRepriceResultSchema.parse(repriced!.json());
      expect(result.changes).toHaveLength(11);
      for (const change of result.changes) expect(rows.find((r) => r.id === change.unit_id)!.price).toBe(change.new_price);
    }
  });
});
