// A development's limits and the patterns of its slug and code (issue 21), zod-free: the
// schemas (development-inputs.ts, development-writes.ts) and the rules (development-rules.ts,
// which re-exports them) import them from here.
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
