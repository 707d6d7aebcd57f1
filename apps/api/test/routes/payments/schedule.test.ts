// A unit's payment schedule (issue 34, decision 048), on PGlite and PostgreSQL: generated from
// the development's plan, edited, paid in part and in full; statuses by date; who sees it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../../src/db/schema';
import { addDays, addMonths, lineStatus, linesFromPlan, todayUtc } from '../../../src/payments/payment-schedule';
import { testDbKind } from '../../helper';
import { availableUnits } from '../units/fixtures';
import { PLAN, expectCents, history, payment, prepareUnit, requester, world, type Schedule, type World } from './fixtures';

describe('the schedule rules', () => {
  it('moves a day by months, the last day of a shorter month when the day is missing', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 14)).toBe('2028-01-15');
    expect(addMonths('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('splits a price by the plan to the cent, the last line taking the rest', () => {
    const thirds = [1, 2, 3].map((i) => ({ label: { es: `P${i}`, en: `P${i}`, fr: `P${i}` }, basis_points: i === 3 ? 3334 : 3333, months_after_reservation: i }));
    const lines = linesFromPlan(thirds, 100_000_01, '2026-03-01');
    expect(lines.map((l) => l.amountCents)).toEqual([3_333_000, 3_333_000, 3_334_001]);
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(100_000_01);
    expect(lines.map((l) => l.dueDate)).toEqual(['2026-04-01', '2026-05-01', '2026-06-01']);
    // A price of 10 000 000 000.00 (the largest) times basis points passes 2^53: still exact.
    const big = linesFromPlan(PLAN, 1_000_000_000_000, '2026-01-01');
    expect(big.map((l) => l.amountCents)).toEqual([300_000_000_000, 400_000_000_000, 300_000_000_000]);
  });

  it('says paid, overdue, due within 7 days, or upcoming', () => {
    const today = '2026-06-10';
    const line = (dueDate: string, paidCents = 0) => lineStatus({ dueDate, amountCents: 1000, paidCents }, today);
    expect(line('2026-06-09')).toBe('overdue');
    expect(line('2026-06-09', 999)).toBe('overdue');
    expect(line('2026-06-09', 1000)).toBe('paid');
    expect(line('2026-06-10')).toBe('due');
    expect(line('2026-06-17')).toBe('due');
    expect(line('2026-06-18')).toBe('upcoming');
    expect(line('2027-01-01', 1000)).toBe('paid');
  });
});

describe(`a unit's payment schedule (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const schedule = async (unit: number) => (await send(w.admin, 'GET', `/api/units/${unit}/payments`)).json() as Schedule;

  beforeAll(async () => {
    w = await world();
    await prepareUnit(w.t.database.db, w.unitA, { price: 1_000_000.01, soldOn: '2026-01-31' });
  });
  afterAll(() => w.t.close());

  it('generates → edits → pays in part → pays in full, in exact cents, with history', async () => {
    const generated = await send(w.admin, 'POST', `/api/units/${w.unitA}/payments/generate`);
    expect(generated.statusCode, generated.body).toBe(200);
    const g = generated.json() as { message: string; schedule: Schedule };
    expect(g.message).toBe('Payment schedule generated from the development’s plan (3 payments).');
    expect(g.schedule.currency).toBe('MXN');
    expect(g.schedule.lines.map((l) => [l.label, l.due_date, Math.round(l.amount * 100)])).toEqual([
      ['Deposit', '2026-01-31', 30_000_000],
      ['Second payment', '2026-07-31', 40_000_000],
      ['Balance', '2027-01-31', 30_000_001],
    ]);
    expectCents(g.schedule.total, 100_000_001);
    expect(g.schedule.lines[0]!.labels).toEqual({ es: 'Enganche', en: 'Deposit', fr: 'Acompte' });
    const [entry] = await history(w.t.database.db, w.unitA, 'payment_schedule_generated');
    expect(entry!.details).toMatchObject({ reservation_date: '2026-01-31', reservation_date_from: 'date_buy', price: 1_000_000.01 });

    // Edit: the deposit moves to today, the second line is split in two, the balance keeps its id.
    const today = todayUtc();
    const [deposit, second, balance] = g.schedule.lines;
    const edited = await send(w.vitrina, 'PUT', `/api/units/${w.unitA}/payments`, {
      lines: [
        { id: deposit!.id, label: deposit!.labels, due_date: today, amount: 300_000 },
        { id: second!.id, label: { es: 'Segundo pago (a)', en: 'Second payment (a)', fr: 'Deuxième paiement (a)' }, due_date: addDays(today, 30), amount: 200_000 },
        { label: 'Segundo pago (b)', due_date: addDays(today, 60), amount: 200_000 },
        { id: balance!.id, label: balance!.labels, due_date: balance!.due_date, amount: 300_000.01 },
      ],
    }, { lang: 'es' });
    expect(edited.statusCode, edited.body).toBe(200);
    const e = edited.json() as { message: string; schedule: Schedule };
    expect(e.message).toBe('Calendario de pagos guardado (4 pagos).');
    expect(e.schedule.lines.map((l) => l.label)).toEqual(['Enganche', 'Segundo pago (a)', 'Segundo pago (b)', 'Saldo']);
    expect(e.schedule.lines[2]!.labels).toEqual({ es: 'Segundo pago (b)', en: 'Segundo pago (b)', fr: 'Segundo pago (b)' });
    const [saved] = await history(w.t.database.db, w.unitA, 'payment_schedule_saved');
    expect((saved!.details.added as unknown[]).length).toBe(1);
    // The deposit (date), the second line (all of it) and the balance (its place in the order).
    expect((saved!.details.changed as unknown[]).length).toBe(3);

    // Paid in part, then the rest: paid_amount, status and totals follow, to the cent.
    const depositId = e.schedule.lines[0]!.id;
    const first = await send(w.selecta, 'POST', `/api/payment-lines/${depositId}/payments`, payment(100_000.5));
    expect(first.statusCode, first.body).toBe(201);
    let line = (first.json().schedule as Schedule).lines[0]!;
    expect(line).toMatchObject({ paid_amount: 100_000.5, status: 'due' });
    expect(line.receipts).toHaveLength(1);
    const rest = await send(w.admin, 'POST', `/api/payment-lines/${depositId}/payments`, payment(199_999.5, { method: 'cash', reference: undefined }));
    expect(rest.statusCode, rest.body).toBe(201);
    const after = rest.json().schedule as Schedule;
    line = after.lines[0]!;
    expect(line).toMatchObject({ amount: 300_000, paid_amount: 300_000, status: 'paid' });
    expect(line.receipts).toHaveLength(2);
    expect(line.payments.map((p) => p.amount)).toEqual([100_000.5, 199_999.5]);
    expectCents(after.paid, 30_000_000);
    expectCents(after.outstanding, 70_000_001);
    expect(await schedule(w.unitA)).toEqual(after);
    expect(await history(w.t.database.db, w.unitA, 'payment_recorded')).toHaveLength(2);
    // The office reads them in the unit's history, with the receipts' document_added.
    const audit = (await send(w.vitrina, 'GET', `/api/properties/${w.unitA}/audit`)).json() as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['payment_schedule_generated', 'payment_schedule_saved', 'payment_recorded', 'document_added']));
  });

  it('dates a generated schedule from the reservation: reserved_at while reserved, the history once sold', async () => {
    const db = w.t.database.db;
    const [unit] = await availableUnits(db, 1);
    await prepareUnit(db, unit!.id, { price: 500_000 });
    // Back to available with a price and the plan, then reserved and sold through the real route.
    await db.update(properties).set({ status: 'available', userId: null, dateBuy: null }).where(eq(properties.id, unit!.id));
    const reserve = await send(w.admin, 'POST', `/api/units/${unit!.id}/status`, { status: 'reserved', user_id: w.otherBuyer.id });
    expect(reserve.statusCode, reserve.body).toBe(200);
    const today = todayUtc();
    const reserved = (await send(w.admin, 'POST', `/api/units/${unit!.id}/payments/generate`)).json().schedule as Schedule;
    expect(reserved.lines.map((l) => l.due_date)).toEqual([today, addMonths(today, 6), addMonths(today, 12)]);
    expect((await history(db, unit!.id, 'payment_schedule_generated'))[0]!.details.reservation_date_from).toBe('reserved_at');
    expect((await send(w.admin, 'POST', `/api/units/${unit!.id}/status`, { status: 'sold' })).statusCode).toBe(200);
    const sold = (await send(w.admin, 'POST', `/api/units/${unit!.id}/payments/generate`)).json().schedule as Schedule;
    expect(sold.lines.map((l) => l.due_date)).toEqual(reserved.lines.map((l) => l.due_date));
    expect((await history(db, unit!.id, 'payment_schedule_generated'))[0]!.details).toMatchObject({ reservation_date: today, reservation_date_from: 'history' });
  });

  it('computes every status from the line date, against today (UTC)', async () => {
    const today = todayUtc();
    const res = await send(w.admin, 'PUT', `/api/units/${w.unitB}/payments`, {
      lines: [
        { label: 'Ayer', due_date: addDays(today, -1), amount: 10 },
        { label: 'Hoy', due_date: today, amount: 10 },
        { label: 'En 7 días', due_date: addDays(today, 7), amount: 10 },
        { label: 'En 8 días', due_date: addDays(today, 8), amount: 10 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().schedule as Schedule).lines.map((l) => l.status)).toEqual(['overdue', 'due', 'due', 'upcoming']);
  });

  it('shows the buyer their own schedule in their language, without the office labels; anyone else gets 404, signed out 401', async () => {
    const mine = await send(w.buyer, 'GET', `/api/units/${w.unitA}/payments`, undefined, { lang: 'fr' });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const lines = (mine.json() as Schedule).lines;
    expect(lines.map((l) => l.label)).toEqual(['Acompte', 'Deuxième paiement (a)', 'Segundo pago (b)', 'Solde']);
    expect(lines.every((l) => l.labels === undefined)).toBe(true);
    const missing = await send(w.admin, 'GET', '/api/units/999999/payments');
    expect(missing.statusCode).toBe(404);
    for (const stranger of [w.otherBuyer, w.guest]) {
      const res = await send(stranger, 'GET', `/api/units/${w.unitA}/payments`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await send(null, 'GET', `/api/units/${w.unitA}/payments`)).statusCode).toBe(401);
  });

  it('describes every payments route in the OpenAPI page', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { responses: Record<string, unknown>; tags?: string[]; parameters?: { name: string }[] }>>;
    const expected: [string, string, string[]][] = [
      ['/api/units/{id}/payments', 'get', ['200', '401', '404']],
      ['/api/units/{id}/payments', 'put', ['200', '401', '403', '404', '409', '422']],
      ['/api/units/{id}/payments/generate', 'post', ['200', '401', '403', '404', '409']],
      ['/api/payment-lines/{id}/payments', 'post', ['201', '401', '403', '404', '409', '422']],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses), `${method} ${path}`).toEqual(expect.arrayContaining(statuses));
      expect(operation!.tags).toEqual(['payments']);
    }
    expect(paths['/api/payment-lines/{id}/payments']!.post!.parameters!.map((p) => p.name)).toContain('idempotency-key');
  });

  it('refuses writes by anyone outside the office with 403 before reading the body, 401 signed out', async () => {
    const line = (await schedule(w.unitA)).lines[1]!;
    for (const caller of [w.buyer, w.guest]) {
      expect((await send(caller, 'PUT', `/api/units/${w.unitA}/payments`, 'not json at all')).statusCode).toBe(403);
      expect((await send(caller, 'POST', `/api/units/${w.unitA}/payments/generate`)).statusCode).toBe(403);
      expect((await send(caller, 'POST', `/api/payment-lines/${line.id}/payments`, payment(1))).statusCode).toBe(403);
    }
    expect((await send(null, 'POST', `/api/payment-lines/${line.id}/payments`, payment(1))).statusCode).toBe(401);
    expect((await schedule(w.unitA)).lines[1]!.paid_amount).toBe(0);
  });
});
