// A development's time zone (issue 34, decision 057), on PGlite and PostgreSQL: the body's
// time_zone is an IANA zone (else a translated 422), answered back and kept; and "today" for a
// schedule — a line's status, the collections, a receipt's and a void's date, the reminders —
// is the day in that zone. The app's clock is fixed at an instant near midnight: 21:00 on
// 7 March in Cancún (UTC−5) is already 8 March in UTC.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS, adminDevelopmentSchema, timeZoneNames, type Collections } from '@vitrina/contracts';
import { developments, properties, unitPaymentLines, unitPaymentReminders, users } from '../../../src/db/schema';
import { runPaymentReminders } from '../../../src/payment-reminders';
import { formatDay } from '../../../src/payments/receipt-text';
import { testDbKind } from '../../helper';
import { developmentBody } from '../developments/fixtures';
import { mailsTo, payment, pdfPages, prepareUnit, requester, world, type Schedule, type World } from './fixtures';

/** 21:00 on 7 March in Cancún; 02:00 on 8 March in UTC. */
const EVENING = new Date('2026-03-08T02:00:00Z');
const DUE = '2026-03-07';

describe(`a development's time zone (${testDbKind})`, () => {
  let w: World;
  let now = EVENING;
  const send = requester(() => w);
  const db = () => w.t.database.db;
  let slug: string;
  let developmentId: number;
  let lineId: number;
  let buyerEmail: string;

  const setZone = (zone: string) => db().update(developments).set({ timeZone: zone }).where(eq(developments.id, developmentId));
  const status = async () => ((await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule).lines.find((l) => l.id === lineId)!.status;
  const collections = async () => (await send(w.admin, 'GET', `/api/developments/${slug}/collections`)).json() as Collections;
  const reminders = async () =>
    (await db().select({ kind: unitPaymentReminders.kind, dueDate: unitPaymentReminders.dueDate }).from(unitPaymentReminders).where(eq(unitPaymentReminders.lineId, lineId))).map((r) => `${r.kind} ${r.dueDate}`).sort();

  beforeAll(async () => {
    w = await world({ clock: () => now });
    await prepareUnit(db(), w.unitA);
    const [unit] = await db().select({ developmentId: properties.developmentId }).from(properties).where(eq(properties.id, w.unitA));
    developmentId = unit!.developmentId;
    slug = (await db().select({ slug: developments.slug }).from(developments).where(eq(developments.id, developmentId)))[0]!.slug;
    buyerEmail = (await db().select({ email: users.email }).from(users).where(eq(users.id, w.buyer.id)))[0]!.email;
    // A line due on 7 March, entered long before (so its overdue reminder is due too, decision 050).
    const [line] = await db()
      .insert(unitPaymentLines)
      .values({ propertyId: w.unitA, label: { es: 'Enganche', en: 'Deposit', fr: 'Acompte' }, dueDate: DUE, amountCents: 500_000, position: 0, createdAt: new Date('2026-01-05T15:00:00Z') })
      .returning({ id: unitPaymentLines.id });
    lineId = line!.id;
  });
  afterAll(async () => {
    await w?.t.close();
  });

  it('takes an IANA zone in the development body, answers it back and keeps it when absent', async () => {
    const created = await send(w.admin, 'POST', '/api/developments', developmentBody('tulum-tz', 'TTZ', { time_zone: 'america/cancun' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(adminDevelopmentSchema.parse(created.json().development).time_zone).toBe('America/Cancun');
    const plain = await send(w.admin, 'POST', '/api/developments', developmentBody('tulum-utc', 'TUT'));
    expect(plain.json().development.time_zone).toBe('UTC');
    // A PUT without it keeps the zone; with it, changes it.
    expect((await send(w.admin, 'PUT', '/api/developments/tulum-tz', developmentBody('tulum-tz', 'TTZ'))).json().development.time_zone).toBe('America/Cancun');
    expect((await send(w.admin, 'PUT', '/api/developments/tulum-tz', developmentBody('tulum-tz', 'TTZ', { time_zone: 'America/New_York' }))).statusCode).toBe(200);
    expect((await send(w.admin, 'GET', '/api/admin/developments/tulum-tz')).json().time_zone).toBe('America/New_York');
  });

  it.each([
    ['es', 'Mars/Olympus_Mons'],
    ['en', 'UTC-5'],
    ['fr', '+05:00'],
    ['en', 42],
  ] as const)('refuses a zone that is none (%s, %j) with a translated 422 and changes nothing', async (lang, zone) => {
    const res = await send(w.admin, 'PUT', '/api/developments/tulum-tz', developmentBody('tulum-tz', 'TTZ', { time_zone: zone as string }), { lang });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ time_zone: [VALIDATION_TEXTS[lang]['payment.timeZoneInvalid']] });
    expect((await send(w.admin, 'GET', '/api/admin/developments/tulum-tz')).json().time_zone).toBe('America/New_York');
  });

  it('knows every zone the form lists in the database too (the reminders count days there)', async () => {
    const names = timeZoneNames();
    const answer = (await db().execute(sql`select name from pg_timezone_names`)) as unknown as { rows: { name: string }[] };
    const known = new Set(answer.rows.map((r) => r.name));
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('counts a line due on 7 March overdue at 02:00 UTC, and due at the same instant in Cancún', async () => {
    await setZone('UTC');
    expect(await status()).toBe('overdue');
    let view = await collections();
    expect(view.as_of).toBe('2026-03-08');
    expect(view.overdue.map((l) => l.id)).toContain(lineId);
    expect(view.due_soon.map((l) => l.id)).not.toContain(lineId);

    await setZone('America/Cancun');
    expect(await status()).toBe('due');
    view = await collections();
    expect(view.as_of).toBe(DUE);
    expect(view.overdue.map((l) => l.id)).not.toContain(lineId);
    expect(view.due_soon.find((l) => l.id === lineId)).toMatchObject({ status: 'due', due_date: DUE });

    // Midnight in Cancún is 05:00 UTC: the line turns overdue then, not at 19:00 the day before.
    now = new Date('2026-03-08T04:59:59Z');
    expect(await status()).toBe('due');
    now = new Date('2026-03-08T05:00:00Z');
    expect(await status()).toBe('overdue');
    now = EVENING;
  });

  it('reminds each line on its development’s day: due at 21:00 in Cancún, overdue from its midnight', async () => {
    await setZone('America/Cancun');
    await runPaymentReminders(w.t.database, w.t.app.mailer, EVENING);
    expect(await reminders()).toEqual([`due ${DUE}`]);
    await runPaymentReminders(w.t.database, w.t.app.mailer, new Date('2026-03-08T04:59:59Z'));
    expect(await reminders()).toEqual([`due ${DUE}`]);
    await runPaymentReminders(w.t.database, w.t.app.mailer, new Date('2026-03-08T05:00:00Z'));
    expect(await reminders()).toEqual([`due ${DUE}`, `overdue ${DUE}`]);
  });

  it('reminds overdue at once where it is already the next day (UTC at the same instant)', async () => {
    await db().delete(unitPaymentReminders).where(eq(unitPaymentReminders.lineId, lineId));
    await setZone('UTC');
    await runPaymentReminders(w.t.database, w.t.app.mailer, EVENING);
    expect(await reminders()).toEqual([`overdue ${DUE}`]);
  });

  it('dates the receipt and the void on the day in the development’s zone', async () => {
    await setZone('America/Cancun');
    await db().update(users).set({ lang: 'en' }).where(eq(users.id, w.buyer.id));
    const res = await send(w.admin, 'POST', `/api/payment-lines/${lineId}/payments`, payment(1000));
    expect(res.statusCode, res.body).toBe(201);
    const { payment: paid } = res.json() as { payment: { id: number; receipt_id: number } };
    const text = async () => (await pdfPages((await send(w.admin, 'GET', `/api/documents/${paid.receipt_id}/file`)).rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(await text()).toContain(`Issued on ${formatDay(DUE, 'en')}`);
    expect(await text()).not.toContain(formatDay('2026-03-08', 'en'));

    const voided = await send(w.admin, 'POST', `/api/payments/${paid.id}/void`, { reason: 'Wrong amount' });
    expect(voided.statusCode, voided.body).toBe(200);
    const [mail] = await mailsTo(db(), buyerEmail);
    expect(mail!.text).toContain(`Voided on: ${formatDay(DUE, 'en')}`);
  });
});
