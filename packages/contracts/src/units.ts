// A unit's lifecycle (issue 22, decision 033): POST /units/{id}/status moves a unit between
// available, on_hold, reserved and sold. Who may make which move is the server's rule
// (canChangeUnitStatus in unit-rules.ts, shared so a screen offers only the allowed actions).
import { z } from './zod';
import { idSchema, strictObjectError } from './common';
import { CATEGORIES, CURRENCIES, UNIT_STATUSES, type UnitStatus } from './enums';
import { COMMON_MESSAGES, UNIT_MESSAGES } from './messages';
import { UNIT_HOLD_MAX_MS, UNIT_STATUS_NOTE_MAX_LENGTH } from './unit-rules';

export const unitStatusSchema = z.enum(UNIT_STATUSES, { error: UNIT_MESSAGES.statusInvalid });

/**
 * POST /units/{id}/status. `until` (ISO date-time with offset) only for on_hold, in the future
 * and at most UNIT_HOLD_MAX_DAYS ahead; `user_id` (the buyer) for reserved, and for sold unless
 * the unit is reserved (then its buyer is kept when absent); `note` for any move (kept in the
 * history; for a hold, also on the unit).
 */
export const unitStatusRequestSchema = z
  .strictObject(
    {
      status: unitStatusSchema,
      until: z.iso.datetime({ offset: true, error: UNIT_MESSAGES.untilRange }).optional(),
      user_id: idSchema.optional(),
      note: z.string({ error: COMMON_MESSAGES.invalidValue }).trim().max(UNIT_STATUS_NOTE_MAX_LENGTH, COMMON_MESSAGES.tooLong).optional(),
    },
    { error: strictObjectError },
  )
  .superRefine((body, ctx) => {
    if (body.status === 'on_hold') {
      if (body.until === undefined) ctx.addIssue({ code: 'custom', path: ['until'], message: UNIT_MESSAGES.untilRequired });
      else {
        const ms = Date.parse(body.until) - Date.now();
        if (!(ms > 0 && ms <= UNIT_HOLD_MAX_MS)) ctx.addIssue({ code: 'custom', path: ['until'], message: UNIT_MESSAGES.untilRange });
      }
    } else if (body.until !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: UNIT_MESSAGES.notForStatus });
    }
    if (body.status === 'reserved' && body.user_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: UNIT_MESSAGES.buyerRequired });
    }
    if ((body.status === 'available' || body.status === 'on_hold') && body.user_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: UNIT_MESSAGES.notForStatus });
    }
  });
export type UnitStatusRequest = z.output<typeof unitStatusRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The inventory and the stacking plan (issue 22, parts 4, 5 and 7).

/** What a visitor may see of a unit's status: a hold shows as reserved (decision 034). */
export const PUBLIC_UNIT_STATUSES = ['available', 'reserved', 'sold'] as const;
export type PublicUnitStatus = (typeof PUBLIC_UNIT_STATUSES)[number];
export function publicStatusOf(status: UnitStatus): PublicUnitStatus {
  return status === 'on_hold' ? 'reserved' : status;
}

const personRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A unit as the office sees it in GET /developments/{slug}/units (Admin, sales team). */
export const inventoryUnitSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  floor: z.number().int(),
  /** Its column on the floor (1 = first); null: drawn after the positioned ones. */
  position: z.number().int().nullable(),
  typology: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  furniture: z.enum(CATEGORIES),
  size_m2: z.number(),
  price: z.number().nullable(),
  status: z.enum(UNIT_STATUSES),
  /** Bumped by every status change (the plan knows a unit moved under it). */
  status_version: z.number().int(),
  hold_until: z.string().nullable(),
  hold_note: z.string().nullable(),
  held_by: personRefSchema.nullable(),
  /** Reserved or sold: the buyer (with the e-mail the office needs to reach them). */
  buyer: personRefSchema.extend({ email: z.string() }).nullable(),
  reserved_at: z.string().nullable(),
  date_buy: z.string().nullable(),
});
export type InventoryUnit = z.infer<typeof inventoryUnitSchema>;

export const developmentUnitsAnswerSchema = z.object({
  development: z.object({
    slug: z.string(),
    code: z.string(),
    name: z.string(),
    currency: z.enum(CURRENCIES),
    publish_prices: z.boolean(),
    publish_availability: z.boolean(),
    /** Its IANA time zone (decision 057): a reservation's instant is shown as the day it fell on there (decision 068). */
    time_zone: z.string(),
  }),
  /** How many units are in each status (the plan's legend), over all units of the development. */
  counts: z.record(z.enum(UNIT_STATUSES), z.number().int()),
  /** Top floor first, then by position (units without one last on their floor), then number. */
  units: z.array(inventoryUnitSchema),
});
export type DevelopmentUnitsAnswer = z.infer<typeof developmentUnitsAnswerSchema>;

/**
 * The data of each event of GET /developments/{slug}/units/changes (decision 037; the names and
 * a zod-free reader are in unit-changes.ts). The event says only that something may have
 * changed: the plan itself comes from GET /developments/{slug}/units.
 */
export const unitChangesEventSchema = z.strictObject({ reliable: z.boolean() });

/** A unit as a visitor sees it in GET /developments/{slug}/availability: never a buyer or a hold. */
export const availableUnitSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  floor: z.number().int(),
  position: z.number().int().nullable(),
  typology: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  size_m2: z.number(),
  /** Only when the development publishes its prices; null otherwise. */
  price: z.number().nullable(),
  status: z.enum(PUBLIC_UNIT_STATUSES),
});
export type AvailableUnit = z.infer<typeof availableUnitSchema>;

export const availabilityAnswerSchema = z.object({
  development: z.object({ slug: z.string(), code: z.string(), name: z.string(), currency: z.enum(CURRENCIES), publish_prices: z.boolean() }),
  counts: z.record(z.enum(PUBLIC_UNIT_STATUSES), z.number().int()),
  units: z.array(availableUnitSchema),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;
