// Voiding a recorded payment (issue 34, decision 056), on PGlite and PostgreSQL: the Admin voids
// it with a reason; the line's paid amount and status, the schedule's totals and the collections
// count it as nothing; its receipt stays, retitled "(void)" with a VOID copy as its new version
// (the original kept for the office); the unit's history and the buyer's mail say so; voiding it
// again is the same void; the sales team and the buyer get 403, bad input a translated 4xx.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developments, properties, unitPayments, users } from '../../../src/db/schema';
import { testDbKind } from '../../helper';
import { history, mailsTo, payment, pdfPages, prepareUnit, requester, world, type Schedule, type World } from './fixtures';

interface Voided {
  message: string;
  payment: { id: number; voided_at: string | null; void_reason: string | null; receipt_id: number | null };
  schedule: Omit<Schedule, 'lines'> & { lines: (Omit<Schedule['lines'][number], 'payments'> & { payments: { id: number; voided_at: string | null }[] })[] };
}

describe(`voiding a payment (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  let lines: Schedule['lines'];
  let buyerEmail: string;

  beforeAll(async () => {
    w = await world();
    const db = w.t.database.db;
    // Sold on 2026-01-31: the first line (30 %) is past its day, so unpaid it is overdue.
    await prepareUnit(db, w.unitA);
    lines = ((await send(w.admin, 'POST', `/api/units/${w.unitA}/payments/generate`)).json().schedule as Schedule).lines;
    const [buyer] = await db.update(users).set({ lang: 'en' }).where(eq(users.id, w.buyer.id)).returning({ email: users.email });
    buyerEmail = buyer!.email;
  });
  afterAll(() => w.t.close());

  const pay = async (lineId: number, amount: number) => {
    const res = await send(w.vitrina, 'POST', `/api/payment-lines/${lineId}/payments`, payment(amount, { method: 'cheque', reference: 'CHQ 7781' }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().payment as { id: number; receipt_id: number };
  };

  it('recomputes the line, the totals and the collections, keeps the receipt marked void, and writes history and mail', async () => {
    const db = w.t.database.db;
    const first = lines[0]!;
    const paid = await pay(first.id, first.amount);
    const before = (await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule;
    expect(before.lines[0]!.status).toBe('paid');
    const mailsBefore = (await mailsTo(db, buyerEmail)).length;

    const res = await send(w.admin, 'POST', `/api/payments/${paid.id}/void`, { reason: '  Cheque devuelto por el banco  ' }, { lang: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Voided;
    expect(body.message).toMatch(/^Pago de .* anulado\./);
    expect(body.payment).toMatchObject({ id: paid.id, void_reason: 'Cheque devuelto por el banco', receipt_id: paid.receipt_id });
    expect(Date.parse(body.payment.voided_at!)).not.toBeNaN();
    const line = body.schedule.lines[0]!;
    expect(line).toMatchObject({ paid_amount: 0, status: 'overdue' });
    expect(line.payments.find((p) => p.id === paid.id)!.voided_at).toBe(body.payment.voided_at);
    expect(body.schedule.paid).toBe(before.paid - first.amount);
    expect(body.schedule.outstanding).toBe(before.outstanding + first.amount);
    // The buyer reads the same, and the collections owe the line again.
    const mine = (await send(w.buyer, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule;
    expect(mine.lines[0]).toMatchObject({ paid_amount: 0, status: 'overdue' });
    const [dev] = await db.select({ slug: developments.slug }).from(properties).innerJoin(developments, eq(developments.id, properties.developmentId)).where(eq(properties.id, w.unitA));
    const slug = dev!.slug;
    const collections = (await send(w.admin, 'GET', `/api/developments/${slug}/collections`)).json() as { overdue: { id: number; left: number }[] };
    expect(collections.overdue.find((l) => l.id === first.id)?.left).toBe(first.amount);

    // The receipt stays, for the buyer too: retitled void, its newest version the VOID copy.
    const docs = (await send(w.buyer, 'GET', `/api/units/${w.unitA}/documents`)).json() as { id: number; title: string; version: number }[];
    const receipt = docs.find((d) => d.id === paid.receipt_id)!;
    expect(receipt.title).toMatch(/^Payment receipt [A-Z]+-\d{6} \(void\)$/);
    expect(receipt.version).toBe(2);
    const stamped = (await pdfPages((await send(w.buyer, 'GET', `/api/documents/${paid.receipt_id}/file`)).rawPayload)).join(' ');
    for (const text of ['Payment receipt VOID', 'Voided on', 'Cheque devuelto por el banco', 'CHQ 7781']) expect(stamped).toContain(text);
    const original = (await pdfPages((await send(w.admin, 'GET', `/api/documents/${paid.receipt_id}/file?version=1`)).rawPayload)).join(' ');
    expect(original).not.toContain('VOID');
    expect(original).toContain('CHQ 7781');

    const [entry] = await history(db, w.unitA, 'payment_voided');
    expect(entry).toMatchObject({ actorId: w.admin.id, details: { payment_id: paid.id, reason: 'Cheque devuelto por el banco', method: 'cheque', receipt_document_id: paid.receipt_id } });
    const mails = await mailsTo(db, buyerEmail);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.subject).toMatch(/^Payment voided: receipt [A-Z]+-\d{6} — /);
    expect(mails[0]!.text).toContain('Reason: Cheque devuelto por el banco.');
  });

  it('voids once: a second request changes nothing and says so; the line takes a new payment', async () => {
    const db = w.t.database.db;
    const paid = await pay(lines[1]!.id, 500);
    const first = (await send(w.admin, 'POST', `/api/payments/${paid.id}/void`, { reason: 'Importe equivocado' })).json() as Voided;
    const counts = async () => ({ history: (await history(db, w.unitA, 'payment_voided')).length, mails: (await mailsTo(db, buyerEmail)).length });
    const after = await counts();
    const again = await send(w.admin, 'POST', `/api/payments/${paid.id}/void`, { reason: 'Otra vez' }, { lang: 'fr' });
    expect(again.statusCode).toBe(200);
    const second = again.json() as Voided;
    expect(second.message).toBe('Ce paiement était déjà annulé ; rien n’a été modifié.');
    expect(second.payment).toEqual(first.payment);
    expect(await counts()).toEqual(after);
    const docs = (await send(w.admin, 'GET', `/api/units/${w.unitA}/documents`)).json() as { id: number; version: number }[];
    expect(docs.find((d) => d.id === paid.receipt_id)!.version).toBe(2);
    // Sent twice at once: still one void.
    const other = await pay(lines[1]!.id, 250);
    const both = await Promise.all([0, 1].map(() => send(w.admin, 'POST', `/api/payments/${other.id}/void`, { reason: 'Doble' })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await history(db, w.unitA, 'payment_voided')).length).toBe(after.history + 1);
    // The whole line may be paid again.
    await pay(lines[1]!.id, lines[1]!.amount);
    const schedule = (await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule;
    expect(schedule.lines[1]).toMatchObject({ paid_amount: lines[1]!.amount, status: 'paid' });
  });

  it('keeps a line with a voided payment on record: not removed, not generated over; its amount may change', async () => {
    const current = (await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule;
    const asSent = current.lines.map((l) => ({ id: l.id, label: l.labels, due_date: l.due_date, amount: l.amount }));
    const removed = await send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, { lines: asSent.slice(1) });
    expect(removed.statusCode).toBe(409);
    expect((await send(w.admin, 'POST', `/api/units/${w.unitA}/payments/generate`)).statusCode).toBe(409);
    const changed = await send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, { lines: [{ ...asSent[0]!, amount: asSent[0]!.amount - 1 }, ...asSent.slice(1)] });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('is the Admin’s alone, and refuses bad input with a translated 4xx, writing nothing', async () => {
    const db = w.t.database.db;
    const paid = await pay(lines[2]!.id, 100);
    const url = `/api/payments/${paid.id}/void`;
    for (const caller of [w.vitrina, w.selecta, w.buyer, w.otherBuyer, w.guest]) expect((await send(caller, 'POST', url, { reason: 'x' })).statusCode).toBe(403);
    expect((await send(null, 'POST', url, { reason: 'x' })).statusCode).toBe(401);
    const empty = await send(w.admin, 'POST', url, { reason: '   ' }, { lang: 'fr' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ reason: ['Indiquez pourquoi le paiement est annulé (jusqu’à 300 caractères).'] });
    expect((await send(w.admin, 'POST', url, { reason: 'x'.repeat(301) })).statusCode).toBe(422);
    expect((await send(w.admin, 'POST', url, {})).json().errors).toHaveProperty('reason');
    expect((await send(w.admin, 'POST', url, { reason: 'ok', amount: 1 })).statusCode).toBe(422);
    expect((await send(w.admin, 'POST', url, { reason: 'a\u0000b' })).statusCode).toBe(422);
    const unknown = await send(w.admin, 'POST', '/api/payments/999999/void', { reason: 'x' }, { lang: 'es' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No se encontró ese pago.');
    expect([404, 422]).toContain((await send(w.admin, 'POST', '/api/payments/abc/void', { reason: 'x' })).statusCode);
    const [row] = await db.select({ voidedAt: unitPayments.voidedAt }).from(unitPayments).where(eq(unitPayments.id, paid.id));
    expect(row!.voidedAt).toBeNull();
  });
});
