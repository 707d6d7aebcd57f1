// A schedule saved while a payment is recorded (issue 34, decision 048), on PGlite and
// PostgreSQL, with the two requests sent at once: both writes lock the unit's row first, so one
// waits for the other and neither is lost — a payment never lands on a line the save removed,
// and a save never undoes a payment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitPayments } from '../../../src/db/schema';
import { addDays, todayUtc } from '../../../src/payments/payment-schedule';
import { testDbKind } from '../../helper';
import { payment, prepareUnit, requester, world, type Schedule, type World } from './fixtures';

describe(`a save and a payment at once (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const schedule = async () => (await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule;
  const asSent = (lines: Schedule['lines']) => lines.map((l) => ({ id: l.id, label: l.labels, due_date: l.due_date, amount: l.amount }));

  beforeAll(async () => {
    w = await world();
    await prepareUnit(w.t.database.db, w.unitA);
  });
  afterAll(() => w.t.close());

  it('keeps both when the save leaves the paid line alone', async () => {
    const today = todayUtc();
    for (let round = 0; round < 5; round++) {
      const start = (await (await send(w.admin, 'POST', `/api/units/${w.unitA}/payments/generate`)).json()).schedule as Schedule;
      const [first, ...rest] = asSent(start.lines);
      const [save, pay] = await Promise.all([
        send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, { lines: [first, ...rest.map((l) => ({ ...l, amount: l.amount - 1 })), { label: `Extra ${round}`, due_date: addDays(today, 90), amount: 2 }] }),
        send(w.vitrina, 'POST', `/api/payment-lines/${first!.id}/payments`, payment(100)),
      ]);
      expect([save.statusCode, pay.statusCode], `${save.body} ${pay.body}`).toEqual([200, 201]);
      const after = await schedule();
      expect(after.lines.find((l) => l.id === first!.id)!.paid_amount).toBe(100);
      expect(after.lines.map((l) => l.label)).toContain(`Extra ${round}`);
      expect(Math.round(after.total * 100)).toBe(Math.round(start.total * 100) - 200 + 200);
      // Paid now: the next round's generate must be refused, so pay it back by hand.
      await w.t.database.db.delete(unitPayments).where(eq(unitPayments.lineId, first!.id));
    }
  });

  it('never loses a payment to a save that removes its line: one of the two is refused', async () => {
    for (let round = 0; round < 6; round++) {
      const start = (await (await send(w.admin, 'POST', `/api/units/${w.unitA}/payments/generate`)).json()).schedule as Schedule;
      const [first, ...rest] = asSent(start.lines);
      const requests = [
        () => send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, { lines: rest }),
        () => send(w.selecta, 'POST', `/api/payment-lines/${first!.id}/payments`, payment(100)),
      ];
      // Either order of arrival.
      const [save, pay] = round % 2 === 0 ? await Promise.all(requests.map((r) => r())) : (await Promise.all([requests[1]!(), requests[0]!()])).reverse();
      const after = await schedule();
      const line = after.lines.find((l) => l.id === first!.id);
      if (pay!.statusCode === 201) {
        // The payment went first: the save that would drop its line is a 409, the line stays paid.
        expect(save!.statusCode, save!.body).toBe(409);
        expect(line?.paid_amount).toBe(100);
        await w.t.database.db.delete(unitPayments).where(eq(unitPayments.lineId, first!.id));
      } else {
        // The save went first: the line is gone, and so the payment finds nothing to pay.
        expect([save!.statusCode, pay!.statusCode]).toEqual([200, 404]);
        expect(line).toBeUndefined();
      }
      expect(Math.round(after.paid * 100)).toBe(pay!.statusCode === 201 ? 10_000 : 0);
    }
  });
});
