// Recording a payment received on a schedule line (issue 34, decision 048), in the caller's
// transaction (the route's, or the Idempotency-Key's: the key, the payment, its receipt, the
// history and the buyer's mail are stored together or not at all). The unit's row is locked
// first, as every schedule write does, so a save and a payment at once are done one after the
// other and neither is lost.
import { createHash } from 'node:crypto';
import type { Currency, PaymentMethod, PaymentWrite } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { addDocument } from '../documents/document-writes';
import { DOCUMENT_CHUNK_BYTES, addHistory, type NewFile } from '../documents/documents-repository';
import { translate } from '../i18n/translate';
import type { Mailer } from '../plugins/mail';
import { outstandingCents } from './payment-reads';
import { todayIn } from './payment-schedule';
import { PAYMENT_ACTIONS, findBuyer, findLine, findUnit, insertPayment, listPayments, paidCentsOf, setReceipt, type Tx, type UnitFacts } from './payments-repository';
import { renderReceipt } from './receipt-pdf';
import { receiptMail, receiptNumber, type ReceiptFacts } from './receipt-text';
import { buyerLink, notifyIn, wantsEmail } from '../notifications/notify';
import type { Tx as NoticeTx } from '../notifications/notifications-repository';

export interface RecordedPayment {
  id: number;
  lineId: number;
  amountCents: number;
  paidAt: string;
  method: PaymentMethod;
  reference: string;
  receiptId: number;
  createdAt: Date;
}

export type RecordOutcome =
  | { kind: 'done'; unit: UnitFacts; payment: RecordedPayment }
  | { kind: 'not_found' | 'no_buyer' }
  | { kind: 'over_remaining'; remainingCents: number; currency: Currency };

/** The receipt's bytes as a document file: chunks of the documents' size, its SHA-256. */
export function asFile(pdf: Buffer, fileName: string): NewFile {
  const chunks: Buffer[] = [];
  for (let at = 0; at < pdf.length; at += DOCUMENT_CHUNK_BYTES) chunks.push(pdf.subarray(at, at + DOCUMENT_CHUNK_BYTES));
  return { chunks, size: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex'), contentType: 'application/pdf', fileName };
}

export async function recordPaymentIn(
  tx: Tx,
  mailer: Pick<Mailer, 'queueWithin'>,
  actorId: number,
  lineId: number,
  body: PaymentWrite,
  now: Date = new Date(),
): Promise<RecordOutcome> {
  const seen = await findLine(tx, lineId);
  if (!seen) return { kind: 'not_found' };
  const unit = await findUnit(tx, seen.unitId, true);
  // Read again under the unit's lock: a save that ran meanwhile may have changed or removed it.
  const line = unit && (await findLine(tx, lineId, true));
  if (!unit || !line) return { kind: 'not_found' };
  const buyer = unit.buyerId === null ? undefined : await findBuyer(tx, unit.buyerId);
  if (!buyer) return { kind: 'no_buyer' };

  const amountCents = Math.round(body.amount * 100);
  const paidCents = paidCentsOf(await listPayments(tx, [line.id]));
  const remainingCents = line.amountCents - paidCents;
  if (amountCents > remainingCents) return { kind: 'over_remaining', remainingCents, currency: unit.development.currency };

  const reference = body.reference ?? '';
  const payment = await insertPayment(tx, { lineId, amountCents, paidAt: body.paid_at, method: body.method, reference, recordedBy: actorId });
  const number = receiptNumber(unit.development.code, payment.id);
  const facts: ReceiptFacts = {
    lang: buyer.lang,
    number,
    // The receipt's date: today in the development's zone (decision 057).
    issuedOn: todayIn(unit.development.timeZone, now),
    development: unit.development.name,
    unit: unit.number,
    buyer: { name: buyer.name, email: buyer.email },
    line: line.label[buyer.lang] || line.label.es,
    currency: unit.development.currency,
    amountCents,
    method: body.method,
    paidAt: body.paid_at,
    reference,
    lineLeftCents: remainingCents - amountCents,
    balanceCents: await outstandingCents(tx, unit.id),
  };
  const pdf = await renderReceipt(facts);
  // Filed through the documents' own write (a savepoint in this transaction): a shared receipt
  // the buyer downloads, with its document_added entry in the unit's history.
  const filed = await addDocument(tx as unknown as Db, actorId, unit.id, { title: translate('receipt.documentTitle', buyer.lang, { number }), kind: 'receipt', shared: true }, asFile(pdf, `${number}.pdf`));
  if (filed.kind !== 'done') throw new Error('the locked unit vanished');
  await setReceipt(tx, payment.id, filed.document.id);
  await addHistory(tx, {
    action: PAYMENT_ACTIONS.recorded,
    actorId,
    unitId: unit.id,
    details: {
      payment_id: payment.id,
      line_id: line.id,
      label: line.label.es,
      currency: unit.development.currency,
      amount: amountCents / 100,
      paid_at: body.paid_at,
      method: body.method,
      reference,
      receipt_document_id: filed.document.id,
      receipt_number: number,
      line_left: facts.lineLeftCents / 100,
      outstanding: facts.balanceCents / 100,
    },
  });
  // The buyer is told in the app; the receipt's mail goes unless they turned that kind's e-mail off (decision 058).
  const notice = { amount_cents: amountCents, currency: unit.development.currency, payment_id: payment.id };
  await notifyIn(tx as unknown as NoticeTx, { kind: 'payment_received', unitId: unit.id, link: (u) => buyerLink(u.id), params: notice }, [buyer.id]);
  if (await wantsEmail(tx as unknown as NoticeTx, buyer.id, 'payment_received')) await mailer.queueWithin(tx as unknown as Db, receiptMail(facts));
  return {
    kind: 'done',
    unit,
    payment: { id: payment.id, lineId, amountCents, paidAt: body.paid_at, method: body.method, reference, receiptId: filed.document.id, createdAt: payment.createdAt },
  };
}
