// Properties (units): the unit as the API answers it and the admin's assign call
// (SPEC §2.4–2.5, §2.17–2.18, §3, §4, §7).
import { z } from './zod';
import { INVALID, idSchema } from './common';
import { CATEGORIES, CURRENCIES, TYPOLOGY_CODES, UNIT_STATUSES } from './enums';
import { userSchema } from './users';

export const propertySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The unit-type text, e.g. 'CONDO Depto.- 1 Recamara'; it also picks the unit's image. */
  description: z.string(),
  number: z.string(),
  /** Furniture level, always the stored spelling (ESTANDAR without accent). */
  furniture: z.enum(CATEGORIES),
  /** Display text such as '52 m²' (DEFAULT_PROPERTY_SIZE_TEXT when unknown). */
  size: z.string(),
  typology: z.enum(TYPOLOGY_CODES),
  /**
   * The unit type's name in the request's language ('Two-bedroom apartment'). Beyond the spec:
   * optional, so an answer of the original provider (without it) still reads.
   */
  typology_name: z.string().optional(),
  /** The development's code. */
  development: z.string(),
  user_id: z.number().int().positive().nullable(),
  /** The owner, for purchased units; null while the unit is available. */
  user: userSchema.nullable(),
  /** Purchase date as an ISO calendar date (YYYY-MM-DD), null while available. */
  date_buy: z.iso.date().nullable(),
  // Beyond the spec (issue 22), optional so an answer of the original provider still reads.
  /** The unit's lifecycle status (decision 033). */
  status: z.enum(UNIT_STATUSES).optional(),
  /** The list price in `currency`; null while none is set. */
  price: z.number().nonnegative().nullable().optional(),
  /** The development's currency. */
  currency: z.enum(CURRENCIES).optional(),
  /** While on hold: until when (ISO date-time); null otherwise. */
  hold_until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type Property = z.infer<typeof propertySchema>;
export const propertiesListSchema = z.array(propertySchema);

/**
 * GET /getVisitorProperty answers "an object or an array of properties" (SPEC §7). The browser
 * reads either with this and always gets a list (throws a ZodError on anything else). The
 * server's answer schema is propertiesListSchema.
 */
export function visitorPropertiesFrom(body: unknown): Property[] {
  return z.union([propertySchema, propertiesListSchema]).transform((v) => (Array.isArray(v) ? v : [v])).parse(body);
}

/** A unit is purchased exactly when it has an owner (SPEC §4). */
export const isPurchased = (p: Pick<Property, 'user_id'>): boolean => p.user_id !== null;

/** POST /getProperty */
export const getPropertyRequestSchema = z.object({ id: idSchema }, INVALID);

/** POST /properties/assign-user (Admin). */
export const assignUserRequestSchema = z.object(
  {
    property_id: idSchema,
    user_id: idSchema,
  },
  INVALID,
);
export type AssignUserRequest = z.output<typeof assignUserRequestSchema>;

/**
 * A purchase date as the clients page shows it: dd/mm/yyyy (es-ES). Read from the ISO text
 * itself, never through Date, so no time zone can move it by a day. Unreadable → ''.
 */
export function formatPurchaseDate(isoDate: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** POST /properties/assign-user answers this on success (SPEC §8, translated). */
export const assignUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type AssignUserResponse = z.infer<typeof assignUserResponseSchema>;

/** Someone named in a unit's audit trail (the acting admin, the assigned user). */
const auditPersonSchema = z.object({ id: z.number().int().positive(), name: z.string() });

/**
 * One entry of GET /properties/{id}/audit (Admin): who did what to the unit, and when.
 * `actor` or `user` is null when that account has since been deleted.
 */
export const unitAuditEntrySchema = z.object({
  id: z.number().int().positive(),
  /** e.g. 'assign_unit' */
  action: z.string(),
  actor: auditPersonSchema.nullable(),
  user: auditPersonSchema.nullable(),
  /** Facts of the moment: unit name and number, the user's type before and after. */
  details: z.record(z.string(), z.unknown()),
  /** For a status change (issue 22): the status before and after; absent for other entries. */
  from: z.enum(UNIT_STATUSES).optional(),
  to: z.enum(UNIT_STATUSES).optional(),
  created_at: z.iso.datetime({ offset: true }),
});
export type UnitAuditEntry = z.infer<typeof unitAuditEntrySchema>;
/** Newest first. */
export const unitAuditListSchema = z.array(unitAuditEntrySchema);
