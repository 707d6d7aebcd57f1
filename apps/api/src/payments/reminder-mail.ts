// The mail that reminds a buyer of a schedule line (decision 050): in the buyer's language
// (users.lang, as the receipt's mail), plain text, saying the development, the unit, the line,
// its amount in the development's currency, its date, what is paid and what is left.
import { translate } from '../i18n/translate';
import type { MailMessage } from '../plugins/mail';
import type { PaymentReminderKind } from '../db/schema';
import { formatDay, formatMoney } from './receipt-text';
import type { ReminderCandidate } from './reminders-repository';

export function reminderMail(kind: PaymentReminderKind, line: ReminderCandidate): MailMessage {
  const { lang } = line.buyer;
  const t = (key: string, params: Record<string, string | number> = {}) => translate(key, lang, params);
  const money = (cents: number) => formatMoney(cents, line.currency, lang);
  // The office's label may hold line breaks: a mail's subject is one line.
  const label = (line.label[lang] || line.label.es).replace(/\s+/g, ' ');
  const date = formatDay(line.dueDate, lang);
  const leftCents = line.amountCents - line.paidCents;
  const facts = { label, date, unit: line.unit, development: line.development, left: money(leftCents) };
  const rows: [string, string][] = [
    [t('receipt.development'), line.development],
    [t('receipt.unit'), line.unit],
    [t('receipt.line'), label],
    [t('mail.reminder.amount'), money(line.amountCents)],
    ...(line.paidCents > 0 ? [[t('mail.reminder.paid'), money(line.paidCents)] as [string, string]] : []),
    [t('receipt.lineLeft'), money(leftCents)],
    [t('mail.reminder.dueDate'), date],
    [t('receipt.balance'), money(line.balanceCents)],
  ];
  const text = [
    t('mail.reminder.greeting', { name: line.buyer.name }),
    '',
    t(`mail.reminder.${kind}.intro`, facts),
    '',
    ...rows.map(([name, value]) => `${name}: ${value}`),
    '',
    t('mail.reminder.alreadyPaid'),
    t('mail.reminder.inApp'),
  ].join('\n');
  return { to: line.buyer.email, subject: t(`mail.reminder.${kind}.subject`, facts), text };
}
