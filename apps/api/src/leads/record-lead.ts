// A sales lead: stored, then mailed to SALES_EMAIL. Used by POST /contact, the contact-form
// variant of POST /register and the package modal. A mail failure never loses the lead.
import type { FastifyInstance } from 'fastify';
import type { Language } from '@vitrina/contracts';
import { leads } from '../db/schema';

export interface LeadInput {
  name: string;
  email: string;
  phone: string;
  area?: string | null | undefined;
  units?: number | null | undefined;
  message?: string | null | undefined;
  package?: string | null | undefined;
  /** 'contact' | 'register' | 'package' */
  source: string;
  lang: Language;
}

const SUBJECT: Record<Language, string> = {
  es: 'Nuevo contacto de ventas',
  en: 'New sales lead',
  fr: 'Nouveau contact commercial',
};

export async function recordLead(app: FastifyInstance, input: LeadInput): Promise<number> {
  const [row] = await app.database.db
    .insert(leads)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      area: input.area ?? null,
      units: input.units ?? null,
      message: input.message ?? null,
      package: input.package ?? null,
      source: input.source,
      lang: input.lang,
    })
    .returning({ id: leads.id });
  // The sales team reads Spanish; the lead's own language is shown so they can answer in it.
  const lines = [
    `${input.name} <${input.email}>`,
    `Tel.: ${input.phone}`,
    input.area ? `Área: ${input.area}` : null,
    input.units ? `Unidades: ${input.units}` : null,
    input.package ? `Paquete: ${input.package}` : null,
    `Idioma: ${input.lang}`,
    `Origen: ${input.source}`,
    input.message ? `\n${input.message}` : null,
  ].filter(Boolean);
  try {
    await app.mailer.send({ to: app.config.salesEmail, subject: `${SUBJECT.es} — ${input.name}`, text: lines.join('\n') });
  } catch (error) {
    app.log.error({ err: error, leadId: row!.id }, 'lead stored but its notification mail failed');
  }
  return row!.id;
}
