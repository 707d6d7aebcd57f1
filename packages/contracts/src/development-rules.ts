// What the public pages need of a development without its schemas (issue 23, a lighter first
// load): limits, the slug's pattern, the language fallback of its texts, the seed's terms and
// the price rules. Zod-free, so a page that reads a development never loads zod for them
// (the schemas, development-inputs.ts and development-writes.ts, import their limits from development-limits.ts, re-exported here).
import { LANGUAGES } from './enums';
import type { Language, LocalizedText } from './enums';
import type { DevelopmentFacts, PackageTermsByPackage } from './development-inputs';

export * from './development-limits';

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
