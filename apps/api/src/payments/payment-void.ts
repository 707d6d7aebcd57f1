// Voiding a payment recorded by mistake (a wrong amount, a bounced cheque; issue 34, decision
// 056), in the caller's transaction. The payment stays, marked void with who, when and why, and
// counts as nothing paid from then on; its receipt stays too: a receipt once given never
// disappears. A new version of the receipt document is the same receipt stamped VOID with the
// date and the reason (the original stays as its earlier version, for the office), the document
// is retitled "(void)", the buyer is mailed, and the unit's history has a `payment_voided` entry.
// Voiding a voided payment changes nothing (`already`), so a repeated request is one void.
import type { Db } from '../db/client';
import { addVersion, changeDocument } from '../documents/document-writes';
import { addHistory } from '../documents/documents-repository';
import { translate } from '../i18n/translate';
import type { Mailer } from '../plugins/mail';
import { outstandingCents } from './payment-reads';
import { asFile } from './payment-record';
import { todayIn } from './payment-schedule';
import { PAYMENT_ACTIONS, findBuyer, findLine, findPayment, findUnit, listPayments, markVoided, paidCentsOf, type PaymentRow, type Tx, type UnitFacts } from './payments-repository';
import { renderReceipt } from './receipt-pdf';
import { receiptNumber, voidMail, type ReceiptFacts } from './receipt-text';

export type VoidOutcome = { kind: 'done'; unit: UnitFacts; payment: PaymentRow; already: boolean } | { kind: 'not_found' };

export async function voidPaymentIn(tx: Tx, mailer: Pick<Mailer, 'queueWithin'>, actorId: number, paymentId: number, reason: string, now: Date = new Date()): Promise<VoidOutcome> {
  const seen = await findPayment(tx, paymentId);
  if (!seen) return { kind: 'not_found' };
  // The unit's lock first, as every schedule write takes it; then the payment read again under it.
  const unit = await findUnit(tx, seen.unitId, true);
  const before = unit && (await findPayment(tx, paymentId, true));
  if (!unit || !before) return { kind: 'not_found' };
  if (before.voidedAt !== null) return { kind: 'done', unit, payment: before, already: true };

  await markVoided(tx, paymentId, actorId, reason);
  const payment = (await findPayment(tx, paymentId))!;
  const line = (await findLine(tx, payment.lineId))!;
  const buyer = unit.buyerId === null ? undefined : await findBuyer(tx, unit.buyerId);
  const lang = buyer?.lang ?? 'es';
  const number = receiptNumber(unit.development.code, payment.id);
  const facts: ReceiptFacts & { voided: { on: string; reason: string } } = {
    lang,
    number,
    // Both days in the development's zone (decision 057): the receipt's own, and the void's.
    issuedOn: todayIn(unit.development.timeZone, payment.createdAt),
    development: unit.development.name,
    unit: unit.number,
    buyer: buyer ? { name: buyer.name, email: buyer.email } : { name: translate('receipt.noBuyer', lang), email: '—' },
    line: line.label[lang] || line.label.es,
    currency: unit.development.currency,
    amountCents: payment.amountCents,
    method: payment.method,
    paidAt: payment.paidAt,
    reference: payment.reference,
    // What is left after the void: the line and the schedule owe this payment again.
    lineLeftCents: line.amountCents - paidCentsOf(await listPayments(tx, [line.id])),
    balanceCents: await outstandingCents(tx, unit.id),
    voided: { on: todayIn(unit.development.timeZone, now), reason },
  };
  // A receipt the Admin deleted has nothing to stamp; the history still says what was voided.
  if (payment.receiptId !== null) {
    const pdf = await renderReceipt(facts);
    await addVersion(tx as unknown as Db, actorId, payment.receiptId, asFile(pdf, `${number}-void.pdf`));
    await changeDocument(tx as unknown as Db, actorId, payment.receiptId, { title: translate('receipt.voidDocumentTitle', lang, { number }) });
  }
  await addHistory(tx, {
    action: PAYMENT_ACTIONS.voided,
    actorId,
    unitId: unit.id,
    details: {
      payment_id: payment.id,
      line_id: line.id,
      label: line.label.es,
      currency: unit.development.currency,
      amount: payment.amountCents / 100,
      paid_at: payment.paidAt,
      method: payment.method,
      reference: payment.reference,
      reason,
      receipt_document_id: payment.receiptId,
      receipt_number: number,
      line_left: facts.lineLeftCents / 100,
      outstanding: facts.balanceCents / 100,
    },
  });
  if (buyer) await mailer.queueWithin(tx as unknown as Db, voidMail(facts));
  return { kind: 'done', unit, payment, already: false };
}
