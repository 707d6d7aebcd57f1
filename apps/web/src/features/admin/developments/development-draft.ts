// The development form's data (issue 21): the draft as the Admin types it (numbers kept as
// text, prices as a table), how the contracts' developmentWriteSchema reads it (toWriteInput,
// the form's toSchemaInput), and the draft of a stored development (toDraft). Also the slug a
// name suggests and the new slug, code and name a duplicate starts with.
import {
  DEFAULT_PACKAGE_TERMS,
  DEVELOPMENT_CODE_PATTERN,
  DEVELOPMENT_NAME_MAX_LENGTH,
  DEVELOPMENT_PAGES,
  DEVELOPMENT_SLUG_MAX_LENGTH,
  PACKAGES,
  RESERVED_DEVELOPMENT_SLUGS,
  toBasisPoints,
  type AdminDevelopment,
  type Currency,
  type DevelopmentPage,
  type DevelopmentStatus,
  type Language,
  type DevelopmentWrite,
  type PackageName as Package,
} from '@vitrina/contracts';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { deadlineInput, deadlineOf } from './selection-deadline';

export type Texts = Record<Language, string>;
export const FACTS = ['apartments', 'levels', 'area_m2', 'min_unit_m2', 'max_unit_m2', 'products'] as const;
export type FactName = (typeof FACTS)[number];

export interface DistanceDraft {
  label: Texts;
  minutes: string;
}
/** A line of the payment plan (issue 34): its label in each language, the percent and months as typed. */
export interface PlanLineDraft {
  label: Texts;
  percent: string;
  months_after_reservation: string;
}
export interface TermsDraft {
  down_payment_percent: string;
  price_freeze: boolean;
  financing_plan: boolean;
}
export interface DevelopmentDraft {
  slug: string;
  code: string;
  name: string;
  city: string;
  address: string;
  latitude: string;
  longitude: string;
  status: DevelopmentStatus;
  currency: Currency;
  facts: Record<FactName, string>;
  distances: DistanceDraft[];
  pages: Record<DevelopmentPage, Texts>;
  package_terms: Record<Package, TermsDraft>;
  /** Unit-type code → package → amount as typed ('' = no price). */
  prices: Record<string, Record<Package, string>>;
  /** Issue 22: what visitors see of the units (decision 034); both off for a new development. */
  publish_prices: boolean;
  publish_availability: boolean;
  /** Issue 34 (decision 053): the payment plan a unit's schedule is generated from; [] = none. */
  payment_plan: PlanLineDraft[];
  /** Issue 35 (decision 059): until when a buyer may ask for a package, as the datetime-local field holds it ('' = no deadline). */
  selection_deadline: string;
  /** Decision 057: the IANA zone its schedules count days in; UTC for a new development. */
  time_zone: string;
}
/** The form the edit page holds and hands each section (its parent and the sections import it from here). */
export type DevelopmentForm = SchemaForm<DevelopmentDraft, DevelopmentWrite>;

export const emptyTexts = (): Texts => ({ es: '', en: '', fr: '' });
export const emptyPrices = (): Record<Package, string> => ({ GOLD: '', PREMIUM: '', BLACK: '' });
const textOf = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** A new development: coming soon, in pesos, the seed's package terms, nothing else yet. */
export function emptyDraft(): DevelopmentDraft {
  return {
    slug: '',
    code: '',
    name: '',
    city: '',
    address: '',
    latitude: '',
    longitude: '',
    status: 'coming_soon',
    currency: 'MXN',
    facts: Object.fromEntries(FACTS.map((f) => [f, ''])) as Record<FactName, string>,
    distances: [],
    pages: Object.fromEntries(DEVELOPMENT_PAGES.map((p) => [p, emptyTexts()])) as Record<DevelopmentPage, Texts>,
    package_terms: Object.fromEntries(
      PACKAGES.map((p) => [p, { ...DEFAULT_PACKAGE_TERMS[p], down_payment_percent: String(DEFAULT_PACKAGE_TERMS[p].down_payment_percent) }]),
    ) as Record<Package, TermsDraft>,
    prices: {},
    publish_prices: false,
    publish_availability: false,
    payment_plan: [],
    selection_deadline: '',
    time_zone: 'UTC',
  };
}

export const emptyPlanLine = (): PlanLineDraft => ({ label: emptyTexts(), percent: '', months_after_reservation: '' });

/** The draft of a stored development (GET /admin/developments/{slug}). */
export function toDraft(development: AdminDevelopment): DevelopmentDraft {
  // A row for every unit type the development has (the price table shows them all), even empty.
  const prices: DevelopmentDraft['prices'] = Object.fromEntries(development.typologies.map((u) => [u.code, emptyPrices()]));
  for (const { typology, package: pkg, amount } of development.package_prices) {
    prices[typology] ??= emptyPrices();
    prices[typology][pkg] = String(amount);
  }
  return {
    slug: development.slug,
    code: development.code,
    name: development.name,
    city: development.city,
    address: development.address,
    latitude: textOf(development.latitude),
    longitude: textOf(development.longitude),
    status: development.status,
    currency: development.currency,
    facts: Object.fromEntries(FACTS.map((f) => [f, textOf(development.facts[f])])) as Record<FactName, string>,
    distances: development.distances.map((d) => ({ label: { ...d.label }, minutes: String(d.minutes) })),
    pages: Object.fromEntries(DEVELOPMENT_PAGES.map((p) => [p, { ...emptyTexts(), ...development.pages[p] }])) as Record<DevelopmentPage, Texts>,
    package_terms: Object.fromEntries(
      PACKAGES.map((p) => [p, { ...development.package_terms[p], down_payment_percent: String(development.package_terms[p].down_payment_percent) }]),
    ) as Record<Package, TermsDraft>,
    prices,
    publish_prices: development.publish_prices,
    publish_availability: development.publish_availability,
    payment_plan: (development.payment_plan ?? []).map((l) => ({ label: { ...l.label }, percent: String(l.percent), months_after_reservation: String(l.months_after_reservation) })),
    selection_deadline: deadlineInput(development.selection_deadline, development.time_zone ?? 'UTC'),
    time_zone: development.time_zone ?? 'UTC',
  };
}

/**
 * A typed number as the schema reads it: '' is no number (null for an optional figure, NaN —
 * refused — for a required one); a decimal comma is read as a point (es and fr write 754,5);
 * anything else that is no number stays NaN, so the schema names the field.
 */
export function numberOf(text: string, { optional }: { optional: boolean }): number | null {
  const value = text.trim().replace(/\s/g, '');
  if (value === '') return optional ? null : Number.NaN;
  const normal = value.includes('.') ? value : value.replace(',', '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : Number.NaN;
}

/**
 * The draft as developmentWriteSchema reads it. `typologyCodes`: the development's unit types;
 * prices of a code it no longer has are left out (the server would refuse them). `withPlan`:
 * false when the development was read without its plan (an answer kept from before issue 34),
 * so a save leaves the stored plan as it is rather than emptying it. `withDeadline`: the same for
 * the package choice's deadline (an answer kept from before issue 35 has none to show).
 */
export function toWriteInput(
  draft: DevelopmentDraft,
  typologyCodes: readonly string[],
  { withPlan = true, withDeadline = true }: { withPlan?: boolean; withDeadline?: boolean } = {},
): Record<string, unknown> {
  const optional = (text: string) => numberOf(text, { optional: true });
  const required = (text: string) => numberOf(text, { optional: false });
  return {
    slug: draft.slug,
    code: draft.code,
    name: draft.name,
    city: draft.city,
    address: draft.address,
    latitude: optional(draft.latitude),
    longitude: optional(draft.longitude),
    status: draft.status,
    currency: draft.currency,
    facts: Object.fromEntries(FACTS.map((f) => [f, optional(draft.facts[f])])),
    distances: draft.distances.map((d) => ({ label: { es: d.label.es, en: d.label.en, fr: d.label.fr }, minutes: required(d.minutes) })),
    pages: Object.fromEntries(DEVELOPMENT_PAGES.map((p) => [p, { es: draft.pages[p].es, en: draft.pages[p].en, fr: draft.pages[p].fr }])),
    package_terms: Object.fromEntries(
      PACKAGES.map((p) => {
        const terms = draft.package_terms[p];
        return [p, { down_payment_percent: required(terms.down_payment_percent), price_freeze: terms.price_freeze, financing_plan: terms.financing_plan }];
      }),
    ),
    package_prices: filledPriceCells(draft.prices, typologyCodes).map(({ typology, package: pkg, text }) => ({ typology, package: pkg, amount: required(text) })),
    publish_prices: draft.publish_prices,
    publish_availability: draft.publish_availability,
    time_zone: draft.time_zone,
    ...(withPlan
      ? {
          payment_plan: draft.payment_plan.map((l) => ({
            label: { es: l.label.es, en: l.label.en, fr: l.label.fr },
            percent: required(l.percent),
            months_after_reservation: required(l.months_after_reservation),
          })),
        }
      : {}),
    ...(withDeadline ? { selection_deadline: deadlineOf(draft.selection_deadline ?? '', draft.time_zone ?? 'UTC') } : {}),
  };
}

/**
 * The plan's running total in basis points (100 % = 10,000) of the percentages typed so far,
 * and whether every one of them reads as a number.
 */
export function planTotal(lines: readonly Pick<PlanLineDraft, 'percent'>[] | undefined): { basisPoints: number; complete: boolean } {
  let basisPoints = 0;
  let complete = true;
  for (const line of lines ?? []) {
    const percent = numberOf(line.percent, { optional: false });
    if (percent === null || Number.isNaN(percent)) complete = false;
    else basisPoints += toBasisPoints(percent);
  }
  return { basisPoints, complete };
}

/**
 * The price cells that hold something, in the order toWriteInput sends them (so the schema's
 * `package_prices.{i}` errors can be shown at their cell).
 */
export function filledPriceCells(prices: DevelopmentDraft['prices'] | undefined, typologyCodes: readonly string[]): { typology: string; package: Package; text: string }[] {
  return typologyCodes.flatMap((typology) =>
    PACKAGES.flatMap((pkg) => {
      const text = prices?.[typology]?.[pkg] ?? '';
      return text.trim() === '' ? [] : [{ typology, package: pkg, text }];
    }),
  );
}

/** The slug a name suggests: lower-case words without accents joined by hyphens ('Playa del Carmen' → 'playa-del-carmen'). */
export function suggestSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, DEVELOPMENT_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return RESERVED_DEVELOPMENT_SLUGS.includes(slug) ? `${slug}-1` : slug;
}

/** `base-suffix` within the slug's length (the base is cut, never the suffix). */
function suffixed(base: string, suffix: string, max: number, separator = '-'): string {
  const end = `${separator}${suffix}`;
  return `${base.slice(0, Math.max(0, max - end.length)).replace(/-+$/, '')}${end}`;
}

/**
 * What the duplicate dialog starts with: '{slug}-{copy}', the code with a 2 after it (cut to the
 * code's length), and the name the caller words ('… (copia)').
 */
export function duplicateDefaults(
  source: { slug: string; code: string; name: string },
  { slugSuffix, copyName }: { slugSuffix: string; copyName: (name: string) => string },
): { slug: string; code: string; name: string } {
  const code = suffixed(source.code, '2', 12, '');
  return {
    slug: suffixed(source.slug, suggestSlug(slugSuffix) || 'copy', DEVELOPMENT_SLUG_MAX_LENGTH),
    code: DEVELOPMENT_CODE_PATTERN.test(code) ? code : source.code,
    name: copyName(source.name).slice(0, DEVELOPMENT_NAME_MAX_LENGTH),
  };
}
