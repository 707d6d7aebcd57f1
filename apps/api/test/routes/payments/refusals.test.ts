// What a payment schedule refuses (issue 34, decision 048), on PGlite and PostgreSQL: the
// development's plan unless it adds up to 100 (stored exactly otherwise), the 409s of paid lines
// and of a unit that cannot have a schedule generated, and the 422s of bad amounts and dates —
// each translated, naming the field, with nothing written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developments, properties, unitPayments } from '../../../src/db/schema';
import { testDbKind } from '../../helper';
import { developmentBody } from '../developments/fixtures';
import { payment, prepareUnit, requester, world, type Schedule, type World } from './fixtures';

describe(`payment schedule refusals (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  let lines: Schedule['lines'];

  beforeAll(async () => {
    w = await world();
    await prepareUnit(w.t.database.db, w.unitA);
    const generated = await send(w.admin, 'POST', `/api/units/${w.unitA}/payments/generate`);
    expect(generated.statusCode, generated.body).toBe(200);
    lines = (generated.json().schedule as Schedule).lines;
    expect((await send(w.admin, 'POST', `/api/payment-lines/${lines[0]!.id}/payments`, payment(1000))).statusCode).toBe(201);
  });
  afterAll(() => w.t.close());

  const plan = (percents: number[]) => percents.map((percent, i) => ({ label: { es: `Pago ${i}`, en: `Payment ${i}`, fr: `Paiement ${i}` }, percent, months_after_reservation: i }));

  it('takes a plan adding up to 100 exactly, keeps it exactly, and keeps it when a PUT leaves it out', async () => {
    const body = developmentBody('plan-test', 'PLN', { payment_plan: plan([33.33, 33.33, 33.34]) });
    const created = await send(w.admin, 'POST', '/api/developments', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().development.payment_plan.map((l: { percent: number }) => l.percent)).toEqual([33.33, 33.33, 33.34]);
    const [row] = await w.t.database.db.select({ plan: developments.paymentPlan }).from(developments).where(eq(developments.slug, 'plan-test'));
    expect(row!.plan.map((l) => l.basis_points)).toEqual([3333, 3333, 3334]);
    const { payment_plan: _left, ...withoutPlan } = body;
    const kept = await send(w.admin, 'PUT', '/api/developments/plan-test', withoutPlan);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().development.payment_plan).toHaveLength(3);
    const emptied = await send(w.admin, 'PUT', '/api/developments/plan-test', { ...body, payment_plan: [] });
    expect(emptied.json().development.payment_plan).toEqual([]);
  });

  it('refuses a plan that does not add up to 100, or a percentage with three decimals: 422 naming the field, translated', async () => {
    const short = await send(w.admin, 'PUT', '/api/developments/plan-test', developmentBody('plan-test', 'PLN', { payment_plan: plan([50, 49.99]) }), { lang: 'es' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ payment_plan: ['Los porcentajes del plan de pagos deben sumar exactamente 100.'] });
    const over = await send(w.admin, 'POST', '/api/developments', developmentBody('plan-over', 'PLO', { payment_plan: plan([60, 50]) }), { lang: 'fr' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ payment_plan: ['Les pourcentages de l’échéancier doivent totaliser exactement 100.'] });
    const fine = await send(w.admin, 'PUT', '/api/developments/plan-test', developmentBody('plan-test', 'PLN', { payment_plan: plan([33.333, 66.667]) }));
    expect(fine.statusCode).toBe(422);
    expect(Object.keys(fine.json().errors)).toEqual(expect.arrayContaining(['payment_plan.0.percent', 'payment_plan.1.percent']));
    const zero = await send(w.admin, 'PUT', '/api/developments/plan-test', developmentBody('plan-test', 'PLN', { payment_plan: [{ ...plan([100])[0]!, months_after_reservation: -1 }] }));
    expect(zero.json().errors).toEqual({ 'payment_plan.0.months_after_reservation': ['Enter the months after the reservation as a whole number from 0 to 240.'] });
    const [row] = await w.t.database.db.select({ plan: developments.paymentPlan }).from(developments).where(eq(developments.slug, 'plan-test'));
    expect(row!.plan).toEqual([]);
  });

  it('409: generating once something is paid; changing or removing a paid line; its label may change', async () => {
    const again = await send(w.admin, 'POST', `/api/units/${w.unitA}/payments/generate`, undefined, { lang: 'es' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: expect.stringMatching(/^Ya hay pagos registrados/) });
    const asSent = lines.map((l) => ({ id: l.id, label: l.labels, due_date: l.due_date, amount: l.amount }));
    const [paid, ...rest] = asSent;
    for (const [change, key] of [
      [{ ...paid, amount: paid!.amount + 1 }, 'changed'],
      [{ ...paid, due_date: '2030-01-01' }, 'changed'],
    ] as const) {
      const res = await send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, { lines: [change, ...rest] });
      expect(res.statusCode, key).toBe(409);
      expect(res.json().message).toBe('The payment “Deposit” has money received: its amount and date cannot change.');
    }
    const removed = await send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, { lines: rest }, { lang: 'fr' });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe('Le paiement « Acompte » a déjà été encaissé en partie : il ne peut pas être retiré du calendrier.');
    const relabelled = await send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, { lines: [{ ...paid, label: 'Reserva' }, ...rest.slice(0, 1)] });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    expect((relabelled.json().schedule as Schedule).lines.map((l) => l.label)).toEqual(['Reserva', 'Second payment']);
    lines = (relabelled.json().schedule as Schedule).lines;
  });

  it('409: generating for a unit without buyer, without price, or whose development has no plan', async () => {
    const db = w.t.database.db;
    await prepareUnit(db, w.unitB);
    await db.update(properties).set({ price: null }).where(eq(properties.id, w.unitB));
    expect((await send(w.admin, 'POST', `/api/units/${w.unitB}/payments/generate`)).json().message).toBe('The unit has no list price: set one before generating the schedule.');
    await db.update(properties).set({ price: 500_000, status: 'available', userId: null, dateBuy: null }).where(eq(properties.id, w.unitB));
    const noBuyer = await send(w.admin, 'POST', `/api/units/${w.unitB}/payments/generate`);
    expect(noBuyer.statusCode).toBe(409);
    expect(noBuyer.json().message).toBe('The unit has no buyer: reserve or sell it first.');
    await prepareUnit(db, w.unitB, { plan: [] });
    await db.update(properties).set({ userId: w.otherBuyer.id }).where(eq(properties.id, w.unitB));
    const noPlan = await send(w.admin, 'POST', `/api/units/${w.unitB}/payments/generate`, undefined, { lang: 'es' });
    expect(noPlan.statusCode).toBe(409);
    expect(noPlan.json().message).toBe('El desarrollo no tiene plan de pagos: agréguelo en su formulario.');
  });

  it('422: an amount ≤ 0, with three decimals or over what is left, a date that is not a date, an unknown method — nothing recorded', async () => {
    const db = w.t.database.db;
    const before = await db.$count(unitPayments);
    const line = lines[1]!;
    const url = `/api/payment-lines/${line.id}/payments`;
    const cases: [Record<string, unknown>, string, string][] = [
      [payment(0), 'amount', 'Enter an amount above 0, with two decimals at most.'],
      [payment(-5), 'amount', 'Enter an amount above 0, with two decimals at most.'],
      [payment(10.001), 'amount', 'Enter an amount above 0, with two decimals at most.'],
      [payment(Number.NaN), 'amount', 'Enter an amount above 0, with two decimals at most.'],
      [payment(10, { paid_at: '2026-02-30' }), 'paid_at', 'Enter a valid date (YYYY-MM-DD).'],
      [payment(10, { paid_at: 'yesterday' }), 'paid_at', 'Enter a valid date (YYYY-MM-DD).'],
      [payment(10, { method: 'bitcoin' }), 'method', 'Choose how it was paid: transfer, card, cash, cheque or other.'],
    ];
    for (const [body, field, text] of cases) {
      const res = await send(w.admin, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([text]);
    }
    const over = await send(w.admin, 'POST', url, payment(line.amount + 0.01), { lang: 'es' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount[0]).toMatch(/^El importe supera lo pendiente de este pago \(\$400,000\.00\)\.$/);
    expect(await db.$count(unitPayments)).toBe(before);
    expect((await send(w.admin, 'POST', '/api/payment-lines/999999/payments', payment(1))).statusCode).toBe(404);
  });

  it('422 on a schedule with a line of another schedule, the same line twice, or a line without label', async () => {
    const other = await send(w.admin, 'PUT', `/api/units/${w.unitB}/payments`, { lines: [{ label: 'Único', due_date: '2026-12-01', amount: 5 }] });
    const foreign = (other.json().schedule as Schedule).lines[0]!.id;
    const asSent = lines.map((l) => ({ id: l.id, label: l.labels, due_date: l.due_date, amount: l.amount }));
    const unknown = await send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, { lines: [...asSent, { id: foreign, label: 'x', due_date: '2026-12-01', amount: 5 }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'lines.2.id': ['That payment is not on this schedule.'] });
    const twice = await send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, { lines: [...asSent, asSent[1]] });
    expect(twice.json().errors).toEqual({ lines: ['That payment appears twice in the schedule.'] });
    const blank = await send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, { lines: [...asSent, { label: ' ', due_date: '2026-12-01', amount: 5 }] });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['lines.2.label.es', 'lines.2.label.en', 'lines.2.label.fr']);
  });
});
