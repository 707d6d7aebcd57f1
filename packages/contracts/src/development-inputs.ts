// The parts of a development's write body that several writes share (issue 21): texts in es, en
// and fr, the headline figures, distances, pages' copy, package terms and prices. Re-exported
// from developments.ts, with the writes (development-writes.ts) and answers (development-answers.ts).
import { z } from './zod';
import { INVALID, strictObjectError } from './common';
import { DEVELOPMENT_PAGES, PACKAGES, TYPOLOGY_CODES } from './enums';
import { COMMON_MESSAGES, DEVELOPMENT_MESSAGES } from './messages';
import {
  DEVELOPMENT_PAGE_TEXT_MAX_LENGTH,
  DEVELOPMENT_DISTANCE_LABEL_MAX_LENGTH,
  DEVELOPMENT_DISTANCE_MINUTES_MAX,
  DEVELOPMENT_FACT_MAX,
  PACKAGE_PRICE_MAX,
} from './development-limits';

/** A required text of at most max characters (names, cities, addresses). */
export const requiredTextSchema = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, COMMON_MESSAGES.tooLong);

/** A text every language must have (names, labels). */
export const localizedRequiredSchema = (max: number, required: string) =>
  z.strictObject(
    { es: requiredTextSchema(max, required), en: requiredTextSchema(max, required), fr: requiredTextSchema(max, required) },
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
