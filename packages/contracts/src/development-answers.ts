// What the API answers about a development (issue 21): pictures, photos, unit types, the public
// list and page, the Admin's form and list. Re-exported from developments.ts.
import { z } from './zod';
import { CURRENCIES, DEVELOPMENT_PAGES, DEVELOPMENT_STATUSES, PACKAGES, TYPOLOGY_CODES } from './enums';

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
  /** Issue 34 (decision 048): the payment plan, empty when there is none (always sent; optional for answers kept from before). */
  payment_plan: z
    .array(z.object({ label: z.object({ es: z.string(), en: z.string(), fr: z.string() }), percent: z.number(), months_after_reservation: z.number().int() }))
    .optional(),
  /** Issue 35 (decision 059): until when buyers may ask for a package; null: no deadline (optional for answers kept from before). */
  selection_deadline: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Decision 057: the IANA zone its schedules' days are counted in (optional for answers kept from before). */
  time_zone: z.string().optional(),
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
