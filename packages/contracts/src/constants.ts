// The business constants and limits of SPEC §9 (and the few figures of §2/§4 they go with),
// so the API, the web app and the tests all read one value instead of repeating a number.
import { CATEGORIES, USER_TYPES } from './enums';
import type { Category, PackageName, TypologyCode, UserType } from './enums';

// --- Timing (SPEC §4, §9) --------------------------------------------------------------
export const API_TIMEOUT_MS = 10_000;
export const SNACKBAR_TIMEOUT_MS = 4_000;
export const ALERT_DURATION_MS = 3_000;
/** The add-to-home-screen button appears after this delay when no install prompt arrived. */
export const INSTALL_FALLBACK_MS = 3_000;
/** Toasts whose message is longer than this many characters use the multi-line layout. */
export const MULTILINE_TOAST_THRESHOLD = 50;
export const SNACKBAR_DEFAULT_MESSAGE = 'Notificación';
export const SNACKBAR_DEFAULT_COLOR = 'info';

export const isMultiLineToast = (message: string): boolean => message.length > MULTILINE_TOAST_THRESHOLD;

// --- Layout ----------------------------------------------------------------------------
/** "Mobile" means a width strictly below this (SPEC §2.4, §2.16). */
export const MOBILE_BREAKPOINT_PX = 768;
export const isMobileWidth = (widthPx: number): boolean => widthPx < MOBILE_BREAKPOINT_PX;
export const ITEM_GRID_COLUMNS = 3;
export const ASSIGN_DIALOG_PAGE_SIZE = 5;
export const ASSIGN_DIALOG_PAGE_BUTTONS = 5;

// --- Validation limits (SPEC §5, §9) ---------------------------------------------------
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 3;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
// Not in the spec: upper bounds so that no request can carry megabytes into a text column or
// into the password hasher. Generous enough that no real person meets them.
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254; // RFC 5321 path limit
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_MAX_LENGTH = 64;
export const CONTACT_AREA_MAX_LENGTH = 120;
export const CONTACT_MESSAGE_MAX_LENGTH = 2_000;

// --- Writes sent again after being offline (decision 019) ------------------------------
/**
 * Request header of a write that may be sent more than once (a queued form replayed when the
 * connection returns): the server answers a repeat with its first answer and does nothing again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** 8–100 letters, digits, '_' or '-': a crypto.randomUUID() fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long the server remembers a key; a request sent again after that is a new one. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

// --- Show room (SPEC §2.15, §9) ---------------------------------------------------------
// The unit types (the spec's ids 33, 34, 35 among them) are each development's data since
// issue 21: the picker reads them from the development (GET /developments/{slug}).

/** The show room always asks for the items of this typology (SPEC §7 POST /items/category). */
export const SHOW_ROOM_ITEMS_TYPOLOGY: TypologyCode = '2R';
export const DEFAULT_SHOW_ROOM_PROPERTY_ID = '34';
export const DEFAULT_PROPERTY_SIZE_TEXT = '52 m²';
/** Show-room tab when neither the query nor the property says otherwise (SPEC §4). */
export const DEFAULT_SHOW_ROOM_CATEGORY = 'GOLD' as const;
/** Package chosen when "Acquire" is pressed with nothing selected (SPEC §4). */
export const DEFAULT_MODAL_PACKAGE: PackageName = 'PREMIUM';

// --- Packages (SPEC §2.19, §9) --------------------------------------------------------
// Each development's terms and prices are data since issue 21 (DEFAULT_PACKAGE_TERMS in
// developments.ts starts a new one with the spec's terms).
/** Names on the package cards: BLACK is sold as "Black Elite". */
export const PACKAGE_DISPLAY_NAMES: Readonly<Record<PackageName, string>> = {
  GOLD: 'Gold',
  PREMIUM: 'Premium',
  BLACK: 'Black Elite',
};

// The first development's address, distances and figures (SPEC §2.12, §2.20) are data since
// issue 21: the demo data holds them (decision 030).

export const VERSION_LABEL = 'Version 1.11';

/** Browser storage keys of SPEC §3; kept identical so data of the original app still reads. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  user: 'user',
  lang: 'lang',
  userFavorites: 'userFavorites',
  propertyData: 'propertyData',
  userType: 'userType',
} as const;

// --- Reading the closed vocabularies leniently ------------------------------------------

/**
 * 'ESTÁNDAR', 'estandar', ' Gold ' → the stored category; anything else → null.
 * Accents are dropped because the provider's data spells the standard level both ways.
 */
export function normalizeCategory(input: string | null | undefined): Category | null {
  if (typeof input !== 'string') return null;
  const plain = input.trim().normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return (CATEGORIES as readonly string[]).includes(plain) ? (plain as Category) : null;
}

/** The typology code as shown to people: EPH is displayed as ESP (SPEC §3). */
export function displayTypology(code: string): string {
  return code.trim().toUpperCase() === 'EPH' ? 'ESP' : code;
}

/**
 * The account type to act on. A missing or unknown value reads as Guest (SPEC §3), the type
 * with the fewest rights, so a damaged stored user can never gain any. Exact match only.
 */
export function userTypeOf(value: unknown): UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value)
    ? (value as UserType)
    : 'Guest';
}
