// The contact form (SPEC §2.19, §5, §7): one schema for the browser form and for the server.
// The spec has two readings of its fields (a sales area and a number of units, or name,
// e-mail and phone); we keep both: name, e-mail and phone required, the rest optional.
// Its rules are those of the registration form, except that the phone's leading '+' is
// optional ("one reading makes the leading plus optional in the contact form").
import { z } from './zod';
import { INVALID, languageSchema } from './common';
import { CONTACT_AREA_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH } from './constants';
import { LEAD_STATUSES, PACKAGES } from './enums';
import { emailField, nameField, optionalText } from './fields';
import { contactPhoneField } from './phone';
import { COMMON_MESSAGES, CONTACT_MESSAGES as C, UNIT_MESSAGES } from './messages';
import { UNIT_NUMBER_PATTERN } from './unit-setup';

/**
 * The most units one contact may ask about: the largest development the product is built for
 * (DESIGN: developments of 2,000 units). Not any one development's figure: those are data now
 * (issue 21), and a form shared by every development cannot take its bound from one of them.
 */
export const CONTACT_MAX_UNITS = 2_000;

/**
 * Units: an integer 1..CONTACT_MAX_UNITS. A number input gives '' (or NaN) when untouched and '3' in some
 * browsers, so those read as absent / as the number they spell.
 */
const unitsField = z.preprocess(
  (v) => {
    if (v === '' || v === null || (typeof v === 'number' && Number.isNaN(v))) return undefined;
    if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
    return v;
  },
  z.number({ error: C.unitsInvalid }).int(C.unitsInvalid).min(1, C.unitsInvalid).max(CONTACT_MAX_UNITS, C.unitsInvalid).optional(),
);

const emptyAsAbsent = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const contactRequestSchema = z.object(
  {
    name: nameField,
    email: emailField,
    phone: contactPhoneField,
    area: optionalText(CONTACT_AREA_MAX_LENGTH),
    units: unitsField,
    message: optionalText(CONTACT_MESSAGE_MAX_LENGTH, C.messageTooLong),
    /** Set when the lead comes from the package modal rather than the contact page. */
    package: z.enum(PACKAGES, { error: COMMON_MESSAGES.invalidValue }).optional(),
    /**
     * Issue 22: the unit the lead asks about (the public plan's "ask about this unit"), and the
     * slug of its development, so the number is unambiguous. Empty reads as absent.
     */
    unit_number: z.preprocess(
      emptyAsAbsent,
      z.string({ error: UNIT_MESSAGES.numberInvalid }).trim().regex(UNIT_NUMBER_PATTERN, UNIT_MESSAGES.numberInvalid).optional(),
    ),
    development: z.preprocess(emptyAsAbsent, z.string({ error: C.developmentUnknown }).trim().max(200, C.developmentUnknown).optional()),
    lang: languageSchema.optional(),
  },
  INVALID,
);
export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactFields = z.input<typeof contactRequestSchema>;

/**
 * POST /register without a password is the contact-form variant of SPEC §7 ("sends only
 * name, email, phone"): the server files it as a lead rather than creating an account.
 */
export function isContactVariant(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !('password' in body);
}

/** Answer of a contact submission. */
export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

// --- Leads inbox (Admin) and the public configuration ------------------------------------

/** Where a lead came from: the contact page, the register call without a password, the package modal. */
export const LEAD_SOURCES = ['contact', 'register', 'package'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** A lead as the Admin's inbox lists it (GET /leads). */
export const leadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  area: z.string().nullable(),
  units: z.number().int().nullable(),
  message: z.string().nullable(),
  package: z.string().nullable(),
  /** Issue 22: the unit the lead names, and its development's code (the spec's code, e.g. PDC). */
  unit_number: z.string().nullable(),
  development_code: z.string().nullable(),
  source: z.string(),
  lang: z.string(),
  status: z.enum(LEAD_STATUSES),
  /** ISO 8601 instant. */
  created_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** POST /leads/{id}/status */
export const leadStatusRequestSchema = z.object({ status: z.enum(LEAD_STATUSES, INVALID) }, INVALID);
export type LeadStatusRequest = z.infer<typeof leadStatusRequestSchema>;

/** GET /config: the only server values the web app reads (never a secret). */
export const publicConfigSchema = z.object({
  brandName: z.string(),
  chatPhoneGeneral: z.string(),
  chatPhoneSales: z.string(),
  salesEmail: z.string(),
  version: z.string(),
});
export type PublicConfigResponse = z.infer<typeof publicConfigSchema>;
