// A payment's receipt (issue 34, decision 048), on PGlite and PostgreSQL: a PDF in the buyer's
// language (read back with PDF.js) filed as a shared `receipt` document the buyer downloads,
// the buyer's mail queued in the same transaction, and a payment sent twice with one
// Idempotency-Key recorded once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@vitrina/contracts';
import { developments, mailOutbox, properties, unitDocuments, unitPayments, users } from '../../../src/db/schema';
import { formatMoney } from '../../../src/payments/receipt-text';
import { testDbKind } from '../../helper';
import { mailsTo, payment, pdfPages, prepareUnit, requester, world, type Schedule, type World } from './fixtures';

/** As pdfPages reads it: runs of spaces, no-break ones too, are one space. */
const spaced = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');

describe(`payment receipts (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  let lines: Schedule['lines'];
  let development: { name: string; code: string };
  let unitNumber: string;
  let buyer: { name: string; email: string };

  beforeAll(async () => {
    w = await world();
    const db = w.t.database.db;
    await prepareUnit(db, w.unitA, { price: 1_234_567.89 });
    lines = ((await send(w.admin, 'POST', `/api/units/${w.unitA}/payments/generate`)).json().schedule as Schedule).lines;
    const [row] = await db
      .select({ name: developments.name, code: developments.code, number: properties.number })
      .from(properties)
      .innerJoin(developments, eq(developments.id, properties.developmentId))
      .where(eq(properties.id, w.unitA));
    development = { name: row!.name, code: row!.code };
    unitNumber = row!.number;
    buyer = (await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, w.buyer.id)))[0]!;
  });
  afterAll(() => w.t.close());

  const texts: Record<Language, { title: string; date: string; method: string; balance: string }> = {
    es: { title: 'Recibo de pago', date: '10 de febrero de 2026', method: 'Transferencia', balance: 'Saldo pendiente del calendario' },
    en: { title: 'Payment receipt', date: 'February 10, 2026', method: 'Bank transfer', balance: 'Balance left on the schedule' },
    fr: { title: 'Reçu de paiement', date: '10 février 2026', method: 'Virement', balance: 'Solde restant du calendrier' },
  };

  it.each(['es', 'en', 'fr'] as const)('writes the receipt in the buyer’s language (%s), files it for the buyer and mails them', async (lang) => {
    const db = w.t.database.db;
    await db.update(users).set({ lang }).where(eq(users.id, w.buyer.id));
    const before = (await (await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json()) as Schedule;
    const res = await send(w.vitrina, 'POST', `/api/payment-lines/${lines[0]!.id}/payments`, payment(1234.56));
    expect(res.statusCode, res.body).toBe(201);
    const { payment: paid, schedule } = res.json() as { payment: { id: number; receipt_id: number }; schedule: Schedule };
    expect(schedule.lines[0]!.receipts).toContain(paid.receipt_id);
    const number = `${development.code}-${String(paid.id).padStart(6, '0')}`;

    // The buyer sees the receipt among their documents and downloads it.
    const docs = (await send(w.buyer, 'GET', `/api/units/${w.unitA}/documents`)).json() as { id: number; kind: string; shared: boolean; title: string }[];
    expect(docs.find((d) => d.id === paid.receipt_id)).toMatchObject({ kind: 'receipt', shared: true, title: `${texts[lang].title} ${number}` });
    const file = await send(w.buyer, 'GET', `/api/documents/${paid.receipt_id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(file.rawPayload)).join(' ');
    const money = (cents: number) => spaced(formatMoney(cents, 'MXN', lang));
    for (const expected of [texts[lang].title, number, development.name, unitNumber, buyer.name, texts[lang].date, texts[lang].method, texts[lang].balance, 'SPEI 123', money(123_456)]) {
      expect(text, `${lang}: ${expected}`).toContain(expected);
    }
    // The balance left on the whole schedule after this payment.
    expect(text).toContain(money(Math.round(before.outstanding * 100) - 123_456));

    const [mail] = await mailsTo(db, buyer.email);
    expect(mail!.subject).toBe(`${texts[lang].title} ${number} — ${development.name}`);
    expect(spaced(mail!.text)).toContain(money(123_456));
    expect(mail!.text).toContain(number);
    expect(mail!.status).toBe('kept');
  });

  it('reads the money as each language writes it', () => {
    expect(formatMoney(123_456, 'MXN', 'en')).toBe('MX$1,234.56');
    expect(formatMoney(123_456, 'MXN', 'es')).toBe('$1,234.56');
    expect(spaced(formatMoney(123_456, 'USD', 'fr'))).toBe('1 234,56 $US');
  });

  it('records a payment sent twice with one Idempotency-Key once, and refuses the key with another body', async () => {
    const db = w.t.database.db;
    const count = async () => ({ payments: await db.$count(unitPayments), receipts: await db.$count(unitDocuments, eq(unitDocuments.kind, 'receipt')), mails: await db.$count(mailOutbox) });
    const before = await count();
    const headers = { 'idempotency-key': 'pay-0f3c2a9e-1' };
    const url = `/api/payment-lines/${lines[1]!.id}/payments`;
    const first = await send(w.admin, 'POST', url, payment(500), { headers });
    expect(first.statusCode, first.body).toBe(201);
    const second = await send(w.admin, 'POST', url, payment(500), { headers });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await count()).toEqual({ payments: before.payments + 1, receipts: before.receipts + 1, mails: before.mails + 1 });
    const reused = await send(w.admin, 'POST', url, payment(600), { headers });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    // Sent at once, twice: still one payment.
    const together = { 'idempotency-key': 'pay-0f3c2a9e-2' };
    const both = await Promise.all([send(w.admin, 'POST', url, payment(250), { headers: together }), send(w.admin, 'POST', url, payment(250), { headers: together })]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[0]!.json()).toEqual(both[1]!.json());
    expect(await count()).toEqual({ payments: before.payments + 2, receipts: before.receipts + 2, mails: before.mails + 2 });
    const schedule = (await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule;
    expect(schedule.lines[1]!.paid_amount).toBe(750);
  });
});
