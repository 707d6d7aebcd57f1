// The closed vocabularies of SPEC §3 and §9, shared by the database schema, the API and the UI.

export const LANGUAGES = ['es', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Account types (SPEC §3). "Vitrina" is the spec's {product} team type. A missing type reads as Guest. */
export const USER_TYPES = ['Guest', 'User', 'Admin', 'Vitrina', 'Selecta'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Types a person may pick on /select-account (SPEC §2.3). Admin is never self-service. */
export const SELECTABLE_USER_TYPES = ['Guest', 'User', 'Vitrina', 'Selecta'] as const;
export type SelectableUserType = (typeof SELECTABLE_USER_TYPES)[number];

/** Picking one of these needs a verification code (SPEC §2.3, §4); Guest is set directly. */
export const CODE_REQUIRED_USER_TYPES = ['User', 'Vitrina', 'Selecta'] as const;
export type CodeRequiredUserType = (typeof CODE_REQUIRED_USER_TYPES)[number];

/** Furniture levels / item categories (SPEC §9). ESTÁNDAR is accepted on input and stored as ESTANDAR. */
export const CATEGORIES = ['ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The three packages sold on top of the standard level (package cards, show-room tabs). */
export const PACKAGES = ['GOLD', 'PREMIUM', 'BLACK'] as const;
export type PackageName = (typeof PACKAGES)[number];

/** Typology codes (SPEC §3). EPH is displayed as ESP. */
export const TYPOLOGY_CODES = ['1R', '2R', '3R', 'PH', 'ESP', 'EG', 'EPH'] as const;
export type TypologyCode = (typeof TYPOLOGY_CODES)[number];

/**
 * A development's status (issue 21): coming soon (a card that does nothing, SPEC §2.14), on
 * sale, sold out (still browsable), archived (hidden from visitors, kept for the Admin).
 */
export const DEVELOPMENT_STATUSES = ['coming_soon', 'selling', 'sold_out', 'archived'] as const;
export type DevelopmentStatus = (typeof DEVELOPMENT_STATUSES)[number];

/** The pages of a development whose copy and photos an Admin keeps (SPEC §2.12–2.13, §2.19–2.20). */
export const DEVELOPMENT_PAGES = ['project', 'architecture', 'detail', 'amenities', 'invest', 'location'] as const;
export type DevelopmentPage = (typeof DEVELOPMENT_PAGES)[number];

/**
 * A unit's lifecycle (issue 22, decision 033): for sale, held for a buyer until a date and time,
 * reserved by a buyer (a deposit), sold (SPEC §4's purchased unit).
 */
export const UNIT_STATUSES = ['available', 'on_hold', 'reserved', 'sold'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** A development's prices are in one of these. */
export const CURRENCIES = ['MXN', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A text in every language of the product. */
export type LocalizedText = Record<Language, string>;

/**
 * Room names as the provider's catalogue keeps them (raw, Spanish, mostly upper case).
 * What a person sees comes from the room-label rules of SPEC §9 (see rooms.ts).
 */
export const ROOMS = [
  'SALA',
  'COMEDOR',
  'COCINA',
  'Cocina',
  'Comedor',
  'ESTANCIA',
  'RECAMARA PRINCIPAL',
  'RECAMARA 2',
  'RECAMARA 3',
  'BAÑO1 - GENERAL',
  'BAÑO2',
  'TERRAZA',
  'JARDIN',
  'LAVANDERIA',
] as const;
export type Room = (typeof ROOMS)[number];
