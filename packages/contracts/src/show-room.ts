// The show room's rules (SPEC §4) and the favourites kept in the browser (SPEC §3), as plain
// functions with no zod: the show room and item screens use them on their first load, where
// zod is not otherwise needed (a server-rendered page hydrates from checked answers).
import { DEFAULT_SHOW_ROOM_CATEGORY, normalizeCategory } from './constants';
import { PACKAGES } from './enums';
import type { Category, PackageName } from './enums';

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

/**
 * The show room's tabs: the three packages, preceded by ESTANDAR when the unit itself is
 * furnished at that level, so the category it opens on is always a visible, pressed tab
 * (decision 014). A unit at GOLD, PREMIUM or BLACK, or no unit, gets the packages only.
 */
export function showRoomTabs(propertyFurniture: string | null | undefined): readonly Category[] {
  return normalizeCategory(propertyFurniture) === 'ESTANDAR' ? ['ESTANDAR', ...PACKAGES] : PACKAGES;
}

/** BLACK shows the marketing view and fetches no items (SPEC §4). */
export const categoryFetchesItems = (category: Category): boolean => category !== 'BLACK';
/** A favourite, kept only in the browser under STORAGE_KEYS.userFavorites (SPEC §3). */
export interface Favorite {
  id: number | string;
  name: string;
  category: Category;
  image?: string | null;
  isFavorite: boolean;
}

/**
 * The stored favourites, read leniently: a list from an older version must not break the
 * profile page, so entries that do not read are dropped rather than failing the list.
 * 'ESTÁNDAR' and any letter case read as their category.
 */
export function readFavorites(stored: unknown): Favorite[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown): Favorite[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name, category, image, isFavorite } = entry as Record<string, unknown>;
    const readCategory = typeof category === 'string' ? normalizeCategory(category) : null;
    const idOk = (typeof id === 'number' && Number.isFinite(id)) || typeof id === 'string';
    const imageOk = image === undefined || image === null || typeof image === 'string';
    if (!idOk || typeof name !== 'string' || !readCategory || !imageOk || typeof isFavorite !== 'boolean') return [];
    return [{ id: id as number | string, name, category: readCategory, ...(image === undefined ? {} : { image: image as string | null }), isFavorite }];
  });
}
