// The Admin's writes of a development (issue 21): its slug and code, the whole development, a
// duplicate, the order, a unit type, a photo. Re-exported from developments.ts.
import { z } from './zod';
import { INVALID, idSchema, strictObjectError } from './common';
import { CURRENCIES, DEVELOPMENT_PAGES, DEVELOPMENT_STATUSES, PACKAGES, TYPOLOGY_CODES } from './enums';
import { COMMON_MESSAGES, DEVELOPMENT_MESSAGES } from './messages';
import {
  DEVELOPMENT_NAME_MAX_LENGTH,
  DEVELOPMENT_CITY_MAX_LENGTH,
  DEVELOPMENT_ADDRESS_MAX_LENGTH,
  DEVELOPMENT_DISTANCES_MAX,
  PHOTO_ALT_MAX_LENGTH,
  PHOTOS_PER_PAGE_MAX,
  TYPOLOGY_NAME_MAX_LENGTH,
  TYPOLOGY_DESCRIPTION_MAX_LENGTH,
  TYPOLOGY_SIZE_MAX_M2,
  TYPOLOGY_BEDROOMS_MAX,
  DEVELOPMENT_SLUG_PATTERN,
  DEVELOPMENT_SLUG_MAX_LENGTH,
  DEVELOPMENT_CODE_PATTERN,
  RESERVED_DEVELOPMENT_SLUGS,
} from './development-limits';
import { EMPTY_FACTS, DEFAULT_PACKAGE_TERMS } from './development-rules';
import {
  requiredTextSchema,
  localizedRequiredSchema,
  localizedOptionalSchema,
  developmentFactsSchema,
  distanceInputSchema,
  developmentPagesInputSchema,
  packageTermsByPackageSchema,
  packagePriceSchema,
} from './development-inputs';
import { paymentPlanSchema } from './payments';
import { selectionDeadlineSchema } from './unit-selections';
import { timeZoneSchema } from './time-zones';

export const developmentSlugSchema = z
  .string({ error: DEVELOPMENT_MESSAGES.slugInvalid })
  .trim()
  .min(1, DEVELOPMENT_MESSAGES.slugInvalid)
  .max(DEVELOPMENT_SLUG_MAX_LENGTH, DEVELOPMENT_MESSAGES.slugInvalid)
  .regex(DEVELOPMENT_SLUG_PATTERN, DEVELOPMENT_MESSAGES.slugInvalid)
  .refine((s) => !RESERVED_DEVELOPMENT_SLUGS.includes(s), DEVELOPMENT_MESSAGES.slugInvalid);

export const developmentCodeSchema = z
  .string({ error: DEVELOPMENT_MESSAGES.codeInvalid })
  .trim()
  .toUpperCase()
  .regex(DEVELOPMENT_CODE_PATTERN, DEVELOPMENT_MESSAGES.codeInvalid);

/** `/developments/{slug}` */
export const developmentSlugParamsSchema = z.object({ slug: developmentSlugSchema }, INVALID);

/**
 * POST /developments and PUT /developments/{slug} (Admin): the whole development but its photos
 * and unit types (their own calls). PUT replaces; a slug change keeps the old one answering 404
 * (links to the old slug break: the form says so). Duplicate slug or code → 409.
 */
export const developmentWriteSchema = z.strictObject(
  {
    slug: developmentSlugSchema,
    code: developmentCodeSchema,
    name: requiredTextSchema(DEVELOPMENT_NAME_MAX_LENGTH, DEVELOPMENT_MESSAGES.nameRequired),
    city: requiredTextSchema(DEVELOPMENT_CITY_MAX_LENGTH, DEVELOPMENT_MESSAGES.cityRequired),
    address: requiredTextSchema(DEVELOPMENT_ADDRESS_MAX_LENGTH, DEVELOPMENT_MESSAGES.addressRequired),
    latitude: z
      .number({ error: DEVELOPMENT_MESSAGES.latitudeRange })
      .min(-90, DEVELOPMENT_MESSAGES.latitudeRange)
      .max(90, DEVELOPMENT_MESSAGES.latitudeRange)
      .nullable()
      .default(null),
    longitude: z
      .number({ error: DEVELOPMENT_MESSAGES.longitudeRange })
      .min(-180, DEVELOPMENT_MESSAGES.longitudeRange)
      .max(180, DEVELOPMENT_MESSAGES.longitudeRange)
      .nullable()
      .default(null),
    status: z.enum(DEVELOPMENT_STATUSES, { error: DEVELOPMENT_MESSAGES.statusInvalid }),
    currency: z.enum(CURRENCIES, { error: DEVELOPMENT_MESSAGES.currencyInvalid }).default('MXN'),
    facts: developmentFactsSchema.default(EMPTY_FACTS),
    distances: z.array(distanceInputSchema, INVALID).max(DEVELOPMENT_DISTANCES_MAX, DEVELOPMENT_MESSAGES.tooManyDistances).default([]),
    pages: developmentPagesInputSchema.default({}),
    package_terms: packageTermsByPackageSchema.default(DEFAULT_PACKAGE_TERMS),
    /**
     * Issue 22: whether visitors see the units' list prices, and the plan of which units are
     * available, reserved or sold. Absent on a PUT: kept as they are (false for a new one).
     */
    publish_prices: z.boolean(INVALID).optional(),
    publish_availability: z.boolean(INVALID).optional(),
    /** Each (unit type, package) at most once; a unit type must be one of this development's. */
    package_prices: z
      .array(packagePriceSchema, INVALID)
      .max(TYPOLOGY_CODES.length * PACKAGES.length, COMMON_MESSAGES.tooLong)
      .default([])
      .refine(
        (prices) => new Set(prices.map((p) => `${p.typology}/${p.package}`)).size === prices.length,
        DEVELOPMENT_MESSAGES.priceRepeated,
      ),
    /**
     * Issue 34: the plan a unit's payment schedule is generated from (decision 048): empty, or
     * percentages adding up to 100. Absent on a PUT: kept as it is (none for a new one).
     */
    payment_plan: paymentPlanSchema.optional(),
    /**
     * Issue 35 (decision 059): until when a unit's buyer may ask for a furniture package; null:
     * no deadline. Absent on a PUT: kept as it is (none for a new one).
     */
    selection_deadline: selectionDeadlineSchema.optional(),
    /**
     * Decision 057: the IANA zone its payment schedules' days are counted in (due, overdue,
     * reminders, receipts). Absent on a PUT: kept as it is ('UTC' for a new one).
     */
    time_zone: timeZoneSchema.optional(),
  },
  { error: strictObjectError },
);
export type DevelopmentWrite = z.output<typeof developmentWriteSchema>;
export type DevelopmentWriteInput = z.input<typeof developmentWriteSchema>;

/** POST /developments/{slug}/duplicate (Admin): everything but the units, under a new slug, code and name. */
export const developmentDuplicateSchema = z.strictObject(
  {
    slug: developmentSlugSchema,
    code: developmentCodeSchema,
    name: requiredTextSchema(DEVELOPMENT_NAME_MAX_LENGTH, DEVELOPMENT_MESSAGES.nameRequired),
  },
  { error: strictObjectError },
);
export type DevelopmentDuplicate = z.output<typeof developmentDuplicateSchema>;

/** PUT /developments/order (Admin): every development's slug, first shown first. */
export const developmentOrderSchema = z.strictObject(
  { slugs: z.array(developmentSlugSchema, INVALID).min(1, INVALID).max(500, COMMON_MESSAGES.tooLong) },
  { error: strictObjectError },
);

/** POST /developments/{slug}/typologies and PUT /typologies/{id} (Admin). Code taken twice in one development → 409. */
export const typologyWriteSchema = z.strictObject(
  {
    code: z.enum(TYPOLOGY_CODES, { error: DEVELOPMENT_MESSAGES.typologyUnknown }),
    name: localizedRequiredSchema(TYPOLOGY_NAME_MAX_LENGTH, DEVELOPMENT_MESSAGES.typologyNameRequired),
    /** The unit-type text of SPEC §3 ('CONDO Depto.- 1 Recamara'). */
    description: requiredTextSchema(TYPOLOGY_DESCRIPTION_MAX_LENGTH, DEVELOPMENT_MESSAGES.typologyDescriptionRequired),
    size_m2: z
      .number({ error: DEVELOPMENT_MESSAGES.sizeRange })
      .positive(DEVELOPMENT_MESSAGES.sizeRange)
      .max(TYPOLOGY_SIZE_MAX_M2, DEVELOPMENT_MESSAGES.sizeRange),
    bedrooms: z
      .number({ error: DEVELOPMENT_MESSAGES.bedroomsRange })
      .int(DEVELOPMENT_MESSAGES.bedroomsRange)
      .min(0, DEVELOPMENT_MESSAGES.bedroomsRange)
      .max(TYPOLOGY_BEDROOMS_MAX, DEVELOPMENT_MESSAGES.bedroomsRange),
  },
  { error: strictObjectError },
);
export type TypologyWrite = z.output<typeof typologyWriteSchema>;
export type TypologyWriteInput = z.input<typeof typologyWriteSchema>;

/** POST /developments/{slug}/photos takes a multipart `image` and this field (checked by the server). */
export const photoPageSchema = z.enum(DEVELOPMENT_PAGES, { error: DEVELOPMENT_MESSAGES.pageInvalid });

/** PUT /development-photos/{id} (Admin): its alt text and whether it is its page's cover. */
export const photoUpdateSchema = z.strictObject(
  {
    alt: localizedOptionalSchema(PHOTO_ALT_MAX_LENGTH),
    cover: z.boolean(INVALID),
  },
  { error: strictObjectError },
);
export type PhotoUpdate = z.output<typeof photoUpdateSchema>;

/** PUT /developments/{slug}/photos/order (Admin): one page's photo ids in their new order (all of them). */
export const photoOrderSchema = z.strictObject(
  { page: photoPageSchema, ids: z.array(idSchema, INVALID).min(1, INVALID).max(PHOTOS_PER_PAGE_MAX, COMMON_MESSAGES.tooLong) },
  { error: strictObjectError },
);
