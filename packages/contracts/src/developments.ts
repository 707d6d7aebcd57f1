// Developments as data (issue 21): a development, its pages' copy and photos, its unit types and
// its package terms, as an Admin writes them and as the public site reads them. Texts a person
// reads are in es, en and fr; the public reads answer them in the request's language, the
// Admin's reads in all three (the edit form shows every language side by side).
import { z } from './zod';
import { INVALID, idSchema, strictObjectError } from './common';
import { CURRENCIES, DEVELOPMENT_PAGES, DEVELOPMENT_STATUSES, PACKAGES, TYPOLOGY_CODES } from './enums';
import { COMMON_MESSAGES, DEVELOPMENT_MESSAGES } from './messages';
import {
  DEVELOPMENT_NAME_MAX_LENGTH,
  DEVELOPMENT_CITY_MAX_LENGTH,
  DEVELOPMENT_ADDRESS_MAX_LENGTH,
  DEVELOPMENT_PAGE_TEXT_MAX_LENGTH,
  DEVELOPMENT_DISTANCE_LABEL_MAX_LENGTH,
  DEVELOPMENT_DISTANCES_MAX,
  DEVELOPMENT_DISTANCE_MINUTES_MAX,
  DEVELOPMENT_FACT_MAX,
  PHOTO_ALT_MAX_LENGTH,
  PHOTOS_PER_PAGE_MAX,
  TYPOLOGY_NAME_MAX_LENGTH,
  TYPOLOGY_DESCRIPTION_MAX_LENGTH,
  TYPOLOGY_SIZE_MAX_M2,
  TYPOLOGY_BEDROOMS_MAX,
  PACKAGE_PRICE_MAX,
  DEVELOPMENT_SLUG_PATTERN,
  DEVELOPMENT_SLUG_MAX_LENGTH,
  DEVELOPMENT_CODE_PATTERN,
  RESERVED_DEVELOPMENT_SLUGS,
  EMPTY_FACTS,
  DEFAULT_PACKAGE_TERMS,
} from './development-rules';

// --- Shared pieces ---------------------------------------------------------------------
const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, COMMON_MESSAGES.tooLong);

/** A text every language must have (names, labels). */
export const localizedRequiredSchema = (max: number, required: string) =>
  z.strictObject(
    { es: requiredText(max, required), en: requiredText(max, required), fr: requiredText(max, required) },
    { error: strictObjectError },
  );

/** A text any language may leave empty (page copy, alt text): the public read falls back (textIn). */
export const localizedOptionalSchema = (max: number) =>
  z.strictObject(
    {
      es: z.string(INVALID).trim().max(max, COMMON_MESSAGES.tooLong).default(''),
      en: z.string(INVALID).trim().max(max, COMMON_MESSAGES.tooLong).default(''),
      fr: z.string(INVALID).trim().max(max, COMMON_MESSAGES.tooLong).default(''),
    },
    { error: strictObjectError },
  );

const optionalFact = z
  .number(INVALID)
  .min(0, DEVELOPMENT_MESSAGES.factRange)
  .max(DEVELOPMENT_FACT_MAX, DEVELOPMENT_MESSAGES.factRange)
  .nullable()
  .default(null);
const optionalWholeFact = z
  .number(INVALID)
  .int(DEVELOPMENT_MESSAGES.factRange)
  .min(0, DEVELOPMENT_MESSAGES.factRange)
  .max(DEVELOPMENT_FACT_MAX, DEVELOPMENT_MESSAGES.factRange)
  .nullable()
  .default(null);

/** The headline figures; each optional (null: the page leaves that figure out). */
export const developmentFactsSchema = z.strictObject(
  {
    apartments: optionalWholeFact,
    levels: optionalWholeFact,
    /** Built area in m², "about" in the copy. */
    area_m2: optionalFact,
    min_unit_m2: optionalFact,
    max_unit_m2: optionalFact,
    /** Catalogue size: "over N products". */
    products: optionalWholeFact,
  },
  { error: strictObjectError },
);
export type DevelopmentFacts = z.output<typeof developmentFactsSchema>;

export const distanceInputSchema = z.strictObject(
  {
    label: localizedRequiredSchema(DEVELOPMENT_DISTANCE_LABEL_MAX_LENGTH, DEVELOPMENT_MESSAGES.distanceLabelRequired),
    minutes: z
      .number({ error: DEVELOPMENT_MESSAGES.minutesRange })
      .int(DEVELOPMENT_MESSAGES.minutesRange)
      .min(0, DEVELOPMENT_MESSAGES.minutesRange)
      .max(DEVELOPMENT_DISTANCE_MINUTES_MAX, DEVELOPMENT_MESSAGES.minutesRange),
  },
  { error: strictObjectError },
);
export type DistanceInput = z.output<typeof distanceInputSchema>;

const pageTextSchema = localizedOptionalSchema(DEVELOPMENT_PAGE_TEXT_MAX_LENGTH);
/** Each page's copy in es, en and fr; a page left out has no copy yet. */
export const developmentPagesInputSchema = z.strictObject(
  Object.fromEntries(DEVELOPMENT_PAGES.map((p) => [p, pageTextSchema.optional()])) as Record<
    (typeof DEVELOPMENT_PAGES)[number],
    z.ZodOptional<typeof pageTextSchema>
  >,
  { error: strictObjectError },
);
export type DevelopmentPagesInput = z.output<typeof developmentPagesInputSchema>;

/** The terms of one package (SPEC §9: a down payment, a price freeze, a financing plan). */
export const packageTermsSchema = z.strictObject(
  {
    down_payment_percent: z
      .number({ error: DEVELOPMENT_MESSAGES.percentRange })
      .min(0, DEVELOPMENT_MESSAGES.percentRange)
      .max(100, DEVELOPMENT_MESSAGES.percentRange),
    price_freeze: z.boolean(INVALID),
    financing_plan: z.boolean(INVALID),
  },
  { error: strictObjectError },
);
export type PackageTermsInput = z.output<typeof packageTermsSchema>;
export const packageTermsByPackageSchema = z.strictObject(
  { GOLD: packageTermsSchema, PREMIUM: packageTermsSchema, BLACK: packageTermsSchema },
  { error: strictObjectError },
);
export type PackageTermsByPackage = z.output<typeof packageTermsByPackageSchema>;

/** A package's price for one unit type, in the development's currency. */
export const packagePriceSchema = z.strictObject(
  {
    typology: z.enum(TYPOLOGY_CODES, { error: DEVELOPMENT_MESSAGES.typologyUnknown }),
    package: z.enum(PACKAGES, INVALID),
    amount: z
      .number({ error: DEVELOPMENT_MESSAGES.priceRange })
      .positive(DEVELOPMENT_MESSAGES.priceRange)
      .max(PACKAGE_PRICE_MAX, DEVELOPMENT_MESSAGES.priceRange),
  },
  { error: strictObjectError },
);
export type PackagePrice = z.output<typeof packagePriceSchema>;

// --- The Admin's writes ----------------------------------------------------------------
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
    name: requiredText(DEVELOPMENT_NAME_MAX_LENGTH, DEVELOPMENT_MESSAGES.nameRequired),
    city: requiredText(DEVELOPMENT_CITY_MAX_LENGTH, DEVELOPMENT_MESSAGES.cityRequired),
    address: requiredText(DEVELOPMENT_ADDRESS_MAX_LENGTH, DEVELOPMENT_MESSAGES.addressRequired),
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
    name: requiredText(DEVELOPMENT_NAME_MAX_LENGTH, DEVELOPMENT_MESSAGES.nameRequired),
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
    description: requiredText(TYPOLOGY_DESCRIPTION_MAX_LENGTH, DEVELOPMENT_MESSAGES.typologyDescriptionRequired),
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

// --- Answers ---------------------------------------------------------------------------
/** A stored picture, as every answer points at one (the item answers' fields, grouped). */
export const pictureSchema = z.object({
  /** '/api/images/{hash}?w=640' */
  url: z.string(),
  /** Every stored width: '/api/images/{hash}?w=320 320w, …' */
  srcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** '#rrggbb' placeholder while it loads, or null. */
  color: z.string().nullable(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** A floor plan: a picture, or a PDF opened in a new tab. */
export const floorPlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), picture: pictureSchema }),
  z.object({ kind: z.literal('pdf'), url: z.string(), bytes: z.number().int().nonnegative() }),
]);
export type FloorPlan = z.infer<typeof floorPlanSchema>;

export const publicPhotoSchema = z.object({
  id: z.number().int().positive(),
  picture: pictureSchema,
  /** In the request's language (textIn); '' when no language has one. */
  alt: z.string(),
  cover: z.boolean(),
});
export type PublicPhoto = z.infer<typeof publicPhotoSchema>;
export const adminPhotoSchema = publicPhotoSchema.extend({
  page: z.enum(DEVELOPMENT_PAGES),
  position: z.number().int().nonnegative(),
  alt: z.object({ es: z.string(), en: z.string(), fr: z.string() }),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

export const publicTypologySchema = z.object({
  id: z.number().int().positive(),
  code: z.enum(TYPOLOGY_CODES),
  name: z.string(),
  description: z.string(),
  size_m2: z.number(),
  bedrooms: z.number().int(),
  cover: pictureSchema.nullable(),
  floor_plan: floorPlanSchema.nullable(),
});
export type PublicTypology = z.infer<typeof publicTypologySchema>;
export const adminTypologySchema = publicTypologySchema.extend({
  name: z.object({ es: z.string(), en: z.string(), fr: z.string() }),
  /** Units or items use it: removing it would be refused (409). */
  in_use: z.boolean(),
});
export type AdminTypology = z.infer<typeof adminTypologySchema>;

const factsAnswerSchema = z.object({
  apartments: z.number().nullable(),
  levels: z.number().nullable(),
  area_m2: z.number().nullable(),
  min_unit_m2: z.number().nullable(),
  max_unit_m2: z.number().nullable(),
  products: z.number().nullable(),
});
const termsAnswerSchema = z.object({
  down_payment_percent: z.number(),
  price_freeze: z.boolean(),
  financing_plan: z.boolean(),
});

/** GET /developments (public): one card per development that is not archived, in the Admin's order. */
export const developmentSummarySchema = z.object({
  slug: z.string(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  status: z.enum(DEVELOPMENT_STATUSES),
  /** The project page's cover photo, else the first photo of any page, else null. */
  cover: pictureSchema.nullable(),
  /** The first development answers true: the seed's paths (/location, …) show it (decision 030). */
  first: z.boolean(),
});
export type DevelopmentSummary = z.infer<typeof developmentSummarySchema>;
export const developmentListSchema = z.array(developmentSummarySchema);

export const publicPageSchema = z.object({
  /** Plain text in the request's language; paragraphs split by paragraphsOf. */
  text: z.string(),
  photos: z.array(publicPhotoSchema),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

/** GET /developments/{slug} (public, in the request's language). */
export const developmentDetailSchema = developmentSummarySchema.extend({
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  facts: factsAnswerSchema,
  distances: z.array(z.object({ label: z.string(), minutes: z.number().int() })),
  pages: z.object(Object.fromEntries(DEVELOPMENT_PAGES.map((p) => [p, publicPageSchema])) as Record<(typeof DEVELOPMENT_PAGES)[number], typeof publicPageSchema>),
  typologies: z.array(publicTypologySchema),
  package_terms: z.object({ GOLD: termsAnswerSchema, PREMIUM: termsAnswerSchema, BLACK: termsAnswerSchema }),
  package_prices: z.array(z.object({ typology: z.enum(TYPOLOGY_CODES), package: z.enum(PACKAGES), amount: z.number() })),
  /**
   * Issue 22: its plan of available units is public (GET /developments/{slug}/availability).
   * Defaults to false so an answer kept offline from before it existed still reads.
   */
  publish_availability: z.boolean().default(false),
});
export type DevelopmentDetail = z.infer<typeof developmentDetailSchema>;

/**
 * GET /admin/developments/{slug} (Admin): what the edit form needs — the write body in every
 * language, plus the id, order, photos and unit types. GET /admin/developments lists the
 * summaries of all of them, archived included, with their id and position.
 */
export const adminDevelopmentSchema = z.object({
  id: z.number().int().positive(),
  position: z.number().int(),
  slug: z.string(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.enum(DEVELOPMENT_STATUSES),
  currency: z.enum(CURRENCIES),
  facts: factsAnswerSchema,
  distances: z.array(z.object({ label: z.object({ es: z.string(), en: z.string(), fr: z.string() }), minutes: z.number().int() })),
  pages: z.object(
    Object.fromEntries(DEVELOPMENT_PAGES.map((p) => [p, z.object({ es: z.string(), en: z.string(), fr: z.string() })])) as Record<
      (typeof DEVELOPMENT_PAGES)[number],
      z.ZodObject<{ es: z.ZodString; en: z.ZodString; fr: z.ZodString }>
    >,
  ),
  package_terms: z.object({ GOLD: termsAnswerSchema, PREMIUM: termsAnswerSchema, BLACK: termsAnswerSchema }),
  package_prices: z.array(z.object({ typology: z.enum(TYPOLOGY_CODES), package: z.enum(PACKAGES), amount: z.number() })),
  photos: z.array(adminPhotoSchema),
  typologies: z.array(adminTypologySchema),
  /** How many units it has (duplicate copies none of them). */
  units: z.number().int().nonnegative(),
  publish_prices: z.boolean(),
  publish_availability: z.boolean(),
});
export type AdminDevelopment = z.infer<typeof adminDevelopmentSchema>;
export const adminDevelopmentListSchema = z.array(
  developmentSummarySchema.extend({
    id: z.number().int().positive(),
    position: z.number().int(),
    units: z.number().int().nonnegative(),
    publish_prices: z.boolean(),
    publish_availability: z.boolean(),
  }),
);
export type AdminDevelopmentListEntry = z.infer<typeof adminDevelopmentListSchema>[number];

/** Writes answer the development as the Admin reads it afterwards. */
export const developmentWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  development: adminDevelopmentSchema,
});
export type DevelopmentWriteResponse = z.infer<typeof developmentWriteResponseSchema>;
