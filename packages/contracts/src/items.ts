// Catalogue items: the item as the API answers it, the show room's item request, the show
// room's category rule and the favourites kept in the browser (SPEC §2.6–2.7, §3, §4, §7).
import { z } from 'zod';
import { INVALID, categoryInputSchema, typologyCodeSchema } from './common';
import { DEFAULT_SHOW_ROOM_CATEGORY, SHOW_ROOM_ITEMS_TYPOLOGY, normalizeCategory } from './constants';
import { CATEGORIES, PACKAGES } from './enums';
import type { Category, PackageName } from './enums';

export const itemSchema = z.object({
  id: z.number().int().positive(),
  /** The item's name, in the language of the request. */
  item: z.string(),
  code: z.string(),
  /** The raw room name; show it through roomLabel / roomLabelIn (rooms.ts). */
  room: z.string(),
  type: z.string(),
  /** In the language of the request. */
  description: z.string(),
  category: z.enum(CATEGORIES),
  quantity: z.number().int().nonnegative(),
  /** URL of the image; null when the item has none (the UI shows a placeholder). */
  image: z.string().nullable(),
});
export type Item = z.infer<typeof itemSchema>;
export const itemsListSchema = z.array(itemSchema);

/**
 * POST /items/category. The show room always sends typology 2R (SPEC §9), so it is the
 * default; 'ESTÁNDAR' is accepted as a category and read as 'ESTANDAR'.
 */
export const itemsByCategoryRequestSchema = z.object(
  {
    category: categoryInputSchema,
    typology: typologyCodeSchema.default(SHOW_ROOM_ITEMS_TYPOLOGY),
  },
  INVALID,
);
export type ItemsByCategoryRequest = z.output<typeof itemsByCategoryRequestSchema>;

/** The `package` query of /show-room when it names a package (any case), otherwise null. */
export function packageFromQuery(value: string | null | undefined): PackageName | null {
  const category = normalizeCategory(value);
  return (PACKAGES as readonly string[]).includes(category ?? '') ? (category as PackageName) : null;
}

/**
 * The show room's first category (SPEC §4): the query's package if it is GOLD, PREMIUM or
 * BLACK, otherwise the property's furniture level, and GOLD when neither says anything.
 */
export function showRoomCategory(
  queryPackage: string | null | undefined,
  propertyFurniture: string | null | undefined,
): Category {
  return packageFromQuery(queryPackage) ?? normalizeCategory(propertyFurniture) ?? DEFAULT_SHOW_ROOM_CATEGORY;
}

/** BLACK shows the marketing view and fetches no items (SPEC §4). */
export const categoryFetchesItems = (category: Category): boolean => category !== 'BLACK';

/**
 * A favourite, kept only in the browser under STORAGE_KEYS.userFavorites (SPEC §3). Read
 * leniently: a stored list from an older version must not break the profile page.
 */
export const favoriteSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  category: categoryInputSchema,
  image: z.string().nullable().optional(),
  isFavorite: z.boolean(),
});
export type Favorite = z.output<typeof favoriteSchema>;

/** The stored favourites; entries that do not read are dropped rather than failing the list. */
export function readFavorites(stored: unknown): Favorite[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = favoriteSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
