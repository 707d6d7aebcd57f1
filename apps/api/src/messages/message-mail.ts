// The mail a new message sends to the other side of its thread (decision 049): to the buyer in
// their language (users.lang), or to the office's sales address in the office's language (es,
// as the leads' mail). Plain text with the message itself; the answer is written in Vitrina, so
// the mail sets no Reply-To and says not to answer it.
import { DEFAULT_LANGUAGE, type Language } from '@vitrina/contracts';
import { translate } from '../i18n/translate';
import type { MailMessage } from '../plugins/mail';
import type { Person, ThreadUnit } from './messages-repository';

/** The office reads its mail in the product's default language (as the leads' mail). */
export const OFFICE_LANGUAGE: Language = DEFAULT_LANGUAGE;

const textOf = (lang: Language) => (key: string, params: Record<string, string | number> = {}) => translate(key, lang, params);

/** The office wrote: the buyer is told, in their language. */
export function mailToBuyer(buyer: Person, unit: ThreadUnit, authorName: string, body: string): MailMessage {
  const t = textOf(buyer.lang);
  const text = [
    t('mail.message.greeting', { name: buyer.name }),
    '',
    t('mail.message.fromOffice', { author: authorName, unit: unit.number, development: unit.development }),
    '',
    body,
    '',
    t('mail.message.answerInApp'),
  ].join('\n');
  return { to: buyer.email, subject: t('mail.message.subjectToBuyer', { unit: unit.number, development: unit.development }), text };
}

/** The buyer wrote: the office is told at its sales address. */
export function mailToOffice(salesEmail: string, buyer: Person, unit: ThreadUnit, body: string): MailMessage {
  const t = textOf(OFFICE_LANGUAGE);
  const text = [
    t('mail.message.fromBuyer', { name: buyer.name, email: buyer.email, unit: unit.number, development: unit.development }),
    '',
    body,
    '',
    t('mail.message.answerInOffice'),
  ].join('\n');
  return { to: salesEmail, subject: t('mail.message.subjectToOffice', { name: buyer.name, unit: unit.number, development: unit.development }), text };
}
