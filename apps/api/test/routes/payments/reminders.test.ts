// Payment reminders (issue 34, decision 050), on PGlite and PostgreSQL: a line within 7 days of
// its date gets one `due` mail, an overdue one one `overdue` mail, each once however many checks
// run (two at once too); a paid line, a unit without a buyer and a line entered already past get
// none; a saved schedule is checked at once; a moved date is reminded anew. "Today" is the
// schedule's own clock: the checks take an instant (here noon UTC of the day; the demo
// development counts its days in UTC; other zones: time-zone.test.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@vitrina/contracts';
import { developments, mailOutbox, properties, unitPaymentLines, unitPaymentReminders, users } from '../../../src/db/schema';
import { runPaymentReminders } from '../../../src/payment-reminders';
import { addDays, todayUtc } from '../../../src/payments/payment-schedule';
import { formatDay, formatMoney } from '../../../src/payments/receipt-text';
import { remindUnit } from '../../../src/payments/reminders';
import { testDbKind } from '../../helper';
import { availableUnits } from '../units/fixtures';
import { mailsTo, payment, prepareUnit, requester, world, type Schedule, type World } from './fixtures';

const LABEL = { es: 'Segundo pago', en: 'Second payment', fr: 'Deuxième paiement' };

describe(`payment reminders (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const today = todayUtc();
  let buyer: { email: string; name: string };
  let facts: { development: string; unit: string };

  const db = () => w.t.database.db;
  const mails = () => mailsTo(db(), buyer.email);
  const reminders = async (lineId: number) =>
    (await db().select({ kind: unitPaymentReminders.kind, dueDate: unitPaymentReminders.dueDate }).from(unitPaymentReminders).where(eq(unitPaymentReminders.lineId, lineId))).map((r) => `${r.kind} ${r.dueDate}`).sort();
  /** Saves unit A's schedule as the office; its lines back. */
  const save = async (lines: { id?: number; label: unknown; due_date: string; amount: number }[], unit = w.unitA) => {
    const res = await send(w.admin, 'PUT', `/api/units/${unit}/payments`, { lines });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().schedule as Schedule).lines;
  };
  /** A line written straight to the table (as a schedule saved before reminders existed): no check ran for it. */
  const rawLine = async (dueDate: string, amountCents = 150_000, unit = w.unitA) =>
    (await db().insert(unitPaymentLines).values({ propertyId: unit, label: LABEL, dueDate, amountCents, position: 9 }).returning({ id: unitPaymentLines.id }))[0]!.id;
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  const round = (on = today) => runPaymentReminders(w.t.database, w.t.app.mailer, noon(on));

  beforeAll(async () => {
    w = await world();
    await prepareUnit(db(), w.unitA);
    const [b] = await db().select({ email: users.email, name: users.name }).from(users).where(eq(users.id, w.buyer.id));
    buyer = b!;
    const [row] = await db().select({ development: developments.name, unit: properties.number }).from(properties).innerJoin(developments, eq(developments.id, properties.developmentId)).where(eq(properties.id, w.unitA));
    facts = row!;
  });
  afterAll(() => w.t.close());
  // Each test starts from an empty schedule (its payments and reminders go with its lines).
  beforeEach(() => db().delete(unitPaymentLines).where(eq(unitPaymentLines.propertyId, w.unitA)));

  const texts: Record<Language, { due: string; overdue: string; left: string }> = {
    es: { due: 'Recordatorio: «Segundo pago» vence el', overdue: 'Pago vencido: «Segundo pago»', left: 'Pendiente de este concepto' },
    en: { due: 'Reminder: “Second payment” is due on', overdue: 'Payment overdue: “Second payment”', left: 'Left on this payment' },
    fr: { due: 'Rappel : « Deuxième paiement » arrive à échéance le', overdue: 'Paiement en retard : « Deuxième paiement »', left: 'Reste dû sur ce paiement' },
  };

  it.each(['es', 'en', 'fr'] as const)('queues one `due` mail right after a save, in the buyer’s language (%s), and never again', async (lang) => {
    await db().update(users).set({ lang }).where(eq(users.id, w.buyer.id));
    const before = (await mails()).length;
    const due = addDays(today, 3);
    const [line] = await save([{ label: LABEL, due_date: due, amount: 1500 }]);
    const [mail, ...rest] = await mails();
    expect(rest).toHaveLength(before);
    expect(mail!.subject).toBe(`${texts[lang].due} ${formatDay(due, lang)} — ${lang === 'en' ? 'unit' : lang === 'es' ? 'unidad' : 'logement'} ${facts.unit}, ${facts.development}`);
    for (const expected of [buyer.name, facts.development, facts.unit, LABEL[lang], formatMoney(150_000, 'MXN', lang), formatDay(due, lang), `${texts[lang].left}: ${formatMoney(150_000, 'MXN', lang)}`]) {
      expect(mail!.text, `${lang}: ${expected}`).toContain(expected);
    }
    // However many checks run afterwards: one mail.
    expect(await remindUnit(db(), w.t.app.mailer, w.unitA, noon(today))).toBe(0);
    expect(await round()).toBe(0);
    expect(await round(addDays(today, 1))).toBe(0);
    expect((await mails()).length).toBe(before + 1);
    expect(await reminders(line!.id)).toEqual([`due ${due}`]);
  });

  it('queues one `overdue` mail once the line is past its day, saying what is left after a partial payment', async () => {
    await db().update(users).set({ lang: 'en' }).where(eq(users.id, w.buyer.id));
    const due = addDays(today, 2);
    const [line] = await save([{ label: LABEL, due_date: due, amount: 1500 }]);
    expect((await send(w.admin, 'POST', `/api/payment-lines/${line!.id}/payments`, payment(500.25))).statusCode).toBe(201);
    const before = (await mails()).length;
    // The day itself is still `due` (already reminded): nothing.
    expect(await round(due)).toBe(0);
    const after = addDays(due, 1);
    expect(await round(after)).toBe(1);
    expect(await round(after)).toBe(0);
    expect(await round(addDays(due, 10))).toBe(0);
    const all = await mails();
    expect(all.length).toBe(before + 1);
    expect(all[0]!.subject).toBe(`Payment overdue: “Second payment” — unit ${facts.unit}, ${facts.development}`);
    expect(all[0]!.text).toContain(`was due on ${formatDay(due, 'en')} and is overdue: ${formatMoney(99_975, 'MXN', 'en')} is left to pay.`);
    expect(all[0]!.text).toContain(`Paid: ${formatMoney(50_025, 'MXN', 'en')}`);
    expect(await reminders(line!.id)).toEqual([`due ${due}`, `overdue ${due}`]);
  });

  it('reminds a line the checks find by themselves (no save), and none of a paid line', async () => {
    const due = addDays(today, 20);
    const [open, paid] = await save([
      { label: LABEL, due_date: due, amount: 1500 },
      { label: 'Paid early', due_date: due, amount: 700 },
    ]);
    expect((await send(w.admin, 'POST', `/api/payment-lines/${paid!.id}/payments`, payment(700))).statusCode).toBe(201);
    const before = (await mails()).length;
    expect(await round()).toBe(0);
    expect(await round(addDays(due, -7))).toBe(1);
    expect(await round(addDays(due, 1))).toBe(1);
    expect(await reminders(open!.id)).toEqual([`due ${due}`, `overdue ${due}`]);
    expect(await reminders(paid!.id)).toEqual([]);
    expect((await mails()).length).toBe(before + 2);
  });

  it('sends no overdue mail for a line entered already past its day (it records the past)', async () => {
    const before = (await mails()).length;
    const [line] = await save([{ label: 'Enganche', due_date: addDays(today, -40), amount: 3000 }]);
    expect(line!.status).toBe('overdue');
    expect(await round()).toBe(0);
    expect((await mails()).length).toBe(before);
  });

  it('writes a label with line breaks on one line', async () => {
    await db().update(users).set({ lang: 'en' }).where(eq(users.id, w.buyer.id));
    await save([{ label: 'Pago\nde\r\n  llaves', due_date: today, amount: 10 }]);
    const [mail] = await mails();
    expect(mail!.subject).toContain('“Pago de llaves” is due on');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });

  it('no longer reminds a line more than 30 days past its day that was never reminded', async () => {
    const due = addDays(today, 20);
    const line = await rawLine(due);
    expect(await round(addDays(due, 31))).toBe(0);
    expect(await round(addDays(due, 30))).toBe(1);
    expect(await reminders(line)).toEqual([`overdue ${due}`]);
  });

  it('reminds a moved date anew, but not a changed amount nor a date already reminded', async () => {
    const first = addDays(today, 3);
    const before = (await mails()).length;
    const [line] = await save([{ label: LABEL, due_date: first, amount: 1000 }]);
    const moved = addDays(today, 5);
    await save([{ id: line!.id, label: LABEL, due_date: moved, amount: 1000 }]);
    expect((await mails())[0]!.text).toContain(formatDay(moved, 'en'));
    await save([{ id: line!.id, label: LABEL, due_date: moved, amount: 1200 }]);
    await save([{ id: line!.id, label: LABEL, due_date: first, amount: 1200 }]);
    expect((await mails()).length).toBe(before + 2);
    expect(await reminders(line!.id)).toEqual([`due ${first}`, `due ${moved}`]);
  });

  it('sends none for a unit without a buyer', async () => {
    const [unit] = await availableUnits(db(), 1);
    const due = addDays(today, 1);
    const res = await send(w.admin, 'PUT', `/api/units/${unit!.id}/payments`, { lines: [{ label: LABEL, due_date: due, amount: 100 }] });
    expect(res.statusCode, res.body).toBe(200);
    const line = (res.json().schedule as Schedule).lines[0]!;
    const count = await db().$count(mailOutbox);
    expect(await round()).toBe(0);
    expect(await round(addDays(due, 1))).toBe(0);
    expect(await reminders(line.id)).toEqual([]);
    expect(await db().$count(mailOutbox)).toBe(count);
  });

  it('queues one mail when two checks run at once, a unit’s and a round alike', async () => {
    for (const [i, both] of [
      () => [remindUnit(db(), w.t.app.mailer, w.unitA, noon(today)), remindUnit(db(), w.t.app.mailer, w.unitA, noon(today))],
      () => [round(), round()],
      () => [round(), remindUnit(db(), w.t.app.mailer, w.unitA, noon(today))],
    ].entries()) {
      const line = await rawLine(addDays(today, 4 + i));
      const before = (await mails()).length;
      const results = await Promise.all(both());
      expect(results.reduce((sum: number, r) => sum + (r ?? 0), 0), `pair ${i}`).toBe(1);
      expect((await mails()).length, `pair ${i}`).toBe(before + 1);
      expect(await reminders(line)).toEqual([`due ${addDays(today, 4 + i)}`]);
    }
  });
});
