// What the public pages need of a development without its schemas (issue 23, a lighter first
// load): limits, the slug's pattern, the language fallback of its texts, the seed's terms and
// the price rules. Zod-free, so a page that reads a development never loads zod for them
// (developments.ts builds the schemas, and imports its limits from here).
import { LANGUAGES } from './enums';
import type { Language, LocalizedText } from './enums';
import type { DevelopmentFacts, PackageTermsByPackage } from './developments';

// --- Limits ----------------------------------------------------------------------------
export const DEVELOPMENT_NAME_MAX_LENGTH = 120;
export const DEVELOPMENT_CITY_MAX_LENGTH = 120;
export const DEVELOPMENT_ADDRESS_MAX_LENGTH = 300;
/** One page's copy in one language: plain text, paragraphs separated by a blank line. */
export const DEVELOPMENT_PAGE_TEXT_MAX_LENGTH = 10_000;
export const DEVELOPMENT_DISTANCE_LABEL_MAX_LENGTH = 80;
export const DEVELOPMENT_DISTANCES_MAX = 20;
/** A day: nothing "nearby" is further. */
export const DEVELOPMENT_DISTANCE_MINUTES_MAX = 1_440;
export const DEVELOPMENT_FACT_MAX = 1_000_000;
export const PHOTO_ALT_MAX_LENGTH = 200;
export const PHOTOS_PER_PAGE_MAX = 40;
export const TYPOLOGY_NAME_MAX_LENGTH = 120;
export const TYPOLOGY_DESCRIPTION_MAX_LENGTH = 200;
export const TYPOLOGY_SIZE_MAX_M2 = 10_000;
export const TYPOLOGY_BEDROOMS_MAX = 20;
export const PACKAGE_PRICE_MAX = 1_000_000_000;
/** A floor plan may be a picture or a PDF; a PDF is kept as it is, up to this size. */
export const FLOOR_PLAN_PDF_MAX_BYTES = 20 * 1024 * 1024;

/** Lower-case words joined by single hyphens: 'playa-del-carmen'. */
export const DEVELOPMENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DEVELOPMENT_SLUG_MAX_LENGTH = 60;
/** The spec's development code: capitals and digits, 2–12 characters ('PDC', 'MIA'). */
export const DEVELOPMENT_CODE_PATTERN = /^[A-Z0-9]{2,12}$/;
/**
 * Slugs that would shadow an address of the app (decision 030's scheme puts the slug in
 * /developments/{slug}/… and /topology-{slug}, /clients/{slug}); refused with slugInvalid.
 */
export const RESERVED_DEVELOPMENT_SLUGS: readonly string[] = ['new', 'admin', 'order', 'photos', 'typologies'];

/**
 * A text in the asked language, else in Spanish (the product's default), else the first
 * language that has one, else ''. One rule for every translated text of a development.
 */
export function textIn(text: Partial<LocalizedText> | null | undefined, lang: Language): string {
  if (!text) return '';
  const asked = text[lang]?.trim();
  if (asked) return asked;
  for (const other of ['es', ...LANGUAGES] as const) {
    const value = text[other]?.trim();
    if (value) return value;
  }
  return '';
}

/** Plain text → paragraphs: a blank line separates them; single line breaks stay inside one. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** A development with no figures yet. */
export const EMPTY_FACTS: DevelopmentFacts = {
  apartments: null,
  levels: null,
  area_m2: null,
  min_unit_m2: null,
  max_unit_m2: null,
  products: null,
};

/** What a new development starts with: the seed's terms (SPEC §9). */
export const DEFAULT_PACKAGE_TERMS: PackageTermsByPackage = {
  GOLD: { down_payment_percent: 30, price_freeze: true, financing_plan: true },
  PREMIUM: { down_payment_percent: 20, price_freeze: true, financing_plan: true },
  BLACK: { down_payment_percent: 30, price_freeze: true, financing_plan: true },
};

// --- Pure rules the pages share ----------------------------------------------------------
/** A price for a unit type and package, or null (then the texts say prices are confirmed by an adviser). */
export function packagePriceOf(
  prices: readonly { typology: string; package: string; amount: number }[],
  typology: string,
  pkg: string,
): number | null {
  return prices.find((p) => p.typology === typology && p.package === pkg)?.amount ?? null;
}

/** The lowest price of a package over the unit types ("from …" on a package page), or null. */
export function packageFromPrice(prices: readonly { package: string; amount: number }[], pkg: string): number | null {
  const amounts = prices.filter((p) => p.package === pkg).map((p) => p.amount);
  return amounts.length > 0 ? Math.min(...amounts) : null;
}

/** A development a visitor may open (coming soon shows a card that does nothing, SPEC §2.14). */
export const isBrowsable = (status: string): boolean => status === 'selling' || status === 'sold_out';
