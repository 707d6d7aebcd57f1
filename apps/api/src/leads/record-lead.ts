// A sales lead: stored, then mailed to SALES_EMAIL. Used by POST /contact, the contact-form
// variant of POST /register and the package modal. A mail failure never loses the lead: the
// mail is sent after the lead is stored (after its transaction's commit, for POST /contact
// with an Idempotency-Key).
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, PACKAGE_DISPLAY_NAMES, type Language, type LeadSource, type PackageName } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { translate } from '../i18n/translate';
import { loadPublicConfig } from '../settings/public-config';
import { insertLead } from './leads-repository';

export interface LeadInput {
  name: string;
  email: string;
  phone: string;
  area?: string | null | undefined;
  units?: number | null | undefined;
  message?: string | null | undefined;
  package?: string | null | undefined;
  /** The unit the lead names (the public plan's "ask about this unit") and its development's code. */
  unitNumber?: string | null | undefined;
  developmentCode?: string | null | undefined;
  source: LeadSource;
  lang: Language;
}

/** The sales team reads the product's default language; the lead's own language is in the mail. */
const SALES_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** The notification's subject and plain-text body. */
export function leadMail(input: LeadInput): { subject: string; text: string } {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(key, SALES_LANGUAGE, params);
  const packageName = input.package ? (PACKAGE_DISPLAY_NAMES[input.package as PackageName] ?? input.package) : null;
  const lines = [
    t('mail.lead.intro', { source: t(`mail.lead.source.${input.source}`) }),
    '',
    `${t('mail.lead.name')}: ${input.name}`,
    `${t('mail.lead.email')}: ${input.email}`,
    `${t('mail.lead.phone')}: ${input.phone}`,
    input.area ? `${t('mail.lead.area')}: ${input.area}` : null,
    input.units ? `${t('mail.lead.units')}: ${input.units}` : null,
    packageName ? `${t('mail.lead.package')}: ${packageName}` : null,
    input.unitNumber ? `${t('mail.lead.unit')}: ${[input.unitNumber, input.developmentCode].filter(Boolean).join(' · ')}` : null,
    `${t('mail.lead.language')}: ${t(`mail.lead.language.${input.lang}`)}`,
    input.message ? `\n${t('mail.lead.message')}:\n${input.message}` : null,
  ].filter((line) => line !== null);
  return { subject: t('mail.lead.subject', { name: input.name }), text: lines.join('\n') };
}

/** Stores the lead; `db` may be a transaction (POST /contact with an Idempotency-Key). */
export function storeLead(db: Pick<Db, 'insert'>, input: LeadInput): Promise<number> {
  return insertLead(db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    area: input.area ?? null,
    units: input.units ?? null,
    message: input.message ?? null,
    package: input.package ?? null,
    unitNumber: input.unitNumber ?? null,
    developmentCode: input.developmentCode ?? null,
    source: input.source,
    lang: input.lang,
  });
}

/** Mails the stored lead to the sales team; a failure is logged, never thrown. */
export async function notifyLead(app: FastifyInstance, input: LeadInput, id: number): Promise<void> {
  try {
    // The admin's Settings may point leads to another address than SALES_EMAIL.
    const { salesEmail } = await loadPublicConfig(app.database.db, app.config);
    await app.mailer.send({ to: salesEmail, replyTo: input.email, ...leadMail(input) });
  } catch (error) {
    // Only the error's code: a database error's detail could quote the row, i.e. the mail.
    const code = (error as { code?: unknown }).code;
    app.log.warn({ leadId: id, code: typeof code === 'string' ? code : undefined }, 'lead stored but its notification mail failed');
  }
}

export async function recordLead(app: FastifyInstance, input: LeadInput): Promise<number> {
  const id = await storeLead(app.database.db, input);
  await notifyLead(app, input, id);
  return id;
}
