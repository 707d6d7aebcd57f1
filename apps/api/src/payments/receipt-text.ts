// What a receipt says, in the buyer's language (decision 048): its facts, money and dates as
// that language writes them, and the mail that tells the buyer a payment was received.
import type { Currency, Language, PaymentMethod } from '@vitrina/contracts';
import { translate } from '../i18n/translate';

/** Everything a receipt and its mail show; amounts in cents. */
export interface ReceiptFacts {
  lang: Language;
  /** The development's code and the payment's id: 'PDC-000042'. */
  number: string;
  issuedOn: string;
  development: string;
  unit: string;
  buyer: { name: string; email: string };
  line: string;
  currency: Currency;
  amountCents: number;
  method: PaymentMethod;
  paidAt: string;
  reference: string;
  lineLeftCents: number;
  balanceCents: number;
  /** Set on the void copy (decision 056): when and why; the amounts left are those after the void. */
  voided?: { on: string; reason: string };
}

const LOCALES: Record<Language, string> = { es: 'es-MX', en: 'en-US', fr: 'fr-FR' };

/**
 * French groups digits with a narrow no-break space (U+202F), which the PDF's standard fonts
 * cannot draw: it becomes the no-break space they have.
 */
const drawable = (text: string) => text.replace(/\u202f/g, '\u00a0');

export function formatMoney(cents: number, currency: Currency, lang: Language): string {
  return drawable(new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100));
}

export function formatDay(day: string, lang: Language): string {
  return drawable(new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)));
}

export const receiptNumber = (developmentCode: string, paymentId: number) => `${developmentCode}-${String(paymentId).padStart(6, '0')}`;

/** The receipt's rows: label and value, in order (the PDF draws them; tests read them back). */
export function receiptRows(facts: ReceiptFacts): [string, string][] {
  const t = (key: string) => translate(key, facts.lang);
  const money = (cents: number) => formatMoney(cents, facts.currency, facts.lang);
  const rows: [string, string][] = [
    ...(facts.voided
      ? ([
          [t('receipt.voidedOn'), formatDay(facts.voided.on, facts.lang)],
          [t('receipt.voidReason'), facts.voided.reason],
        ] as [string, string][])
      : []),
    [t('receipt.development'), facts.development],
    [t('receipt.unit'), facts.unit],
    [t('receipt.buyer'), `${facts.buyer.name} · ${facts.buyer.email}`],
    [t('receipt.line'), facts.line],
    [t('receipt.amount'), money(facts.amountCents)],
    [t('receipt.method'), t(`receipt.method.${facts.method}`)],
    [t('receipt.date'), formatDay(facts.paidAt, facts.lang)],
  ];
  if (facts.reference) rows.push([t('receipt.reference'), facts.reference]);
  rows.push([t('receipt.lineLeft'), money(facts.lineLeftCents)], [t('receipt.balance'), money(facts.balanceCents)]);
  return rows;
}

/** The buyer's mail: plain text, in their language. */
export function receiptMail(facts: ReceiptFacts): { to: string; subject: string; text: string } {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(key, facts.lang, params);
  const amount = formatMoney(facts.amountCents, facts.currency, facts.lang);
  const lines = [
    t('mail.receipt.greeting', { name: facts.buyer.name }),
    '',
    t('mail.receipt.intro', { amount, unit: facts.unit, development: facts.development }),
    '',
    ...receiptRows({ ...facts, voided: undefined })
      .slice(3)
      .map(([label, value]) => `${label}: ${value}`),
    `${t('receipt.number')} ${facts.number}`,
    '',
    t('mail.receipt.attached'),
  ];
  return { to: facts.buyer.email, subject: t('mail.receipt.subject', { number: facts.number, development: facts.development }), text: lines.join('\n') };
}

/** The buyer's mail when a payment is voided (decision 056): what, why, and the balance now. */
export function voidMail(facts: ReceiptFacts & { voided: { on: string; reason: string } }): { to: string; subject: string; text: string } {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(key, facts.lang, params);
  const amount = formatMoney(facts.amountCents, facts.currency, facts.lang);
  const lines = [
    t('mail.receipt.greeting', { name: facts.buyer.name }),
    '',
    t('mail.void.intro', { amount, unit: facts.unit, development: facts.development, number: facts.number, reason: facts.voided.reason }),
    '',
    ...receiptRows({ ...facts, voided: undefined })
      .slice(3)
      .map(([label, value]) => `${label}: ${value}`),
    `${t('receipt.voidedOn')}: ${formatDay(facts.voided.on, facts.lang)}`,
    '',
    t('mail.void.marked'),
  ];
  return { to: facts.buyer.email, subject: t('mail.void.subject', { number: facts.number, development: facts.development }), text: lines.join('\n') };
}
