// Favourites kept in the browser under `userFavorites` (SPEC §3): { id, name, category, image,
// isFavorite }. Entries switched off stay (isFavorite false) so the profile can switch them
// back on; only those switched on are sent to the server.
import { readFavorites, STORAGE_KEYS, type Favorite, type ServerFavourite } from '@vitrina/contracts';
import { readStoredJson, writeStoredJson } from '../session';

export type { ServerFavourite };

export const readLocalFavourites = (): Favorite[] => readFavorites(readStoredJson(STORAGE_KEYS.userFavorites));
export const writeLocalFavourites = (list: Favorite[]): void => writeStoredJson(STORAGE_KEYS.userFavorites, list);

/** A favourite's item id as the server knows it; null for an id that is not a database id. */
export function itemIdOf(favourite: Pick<Favorite, 'id'>): number | null {
  const id = typeof favourite.id === 'number' ? favourite.id : Number(favourite.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The server's list made local: the server decides which items are favourites; entries the
 * person switched off on this device stay listed (off), so the toggle can bring them back.
 */
export function fromServer(server: ServerFavourite[], local: Favorite[]): Favorite[] {
  const on = server.map((f) => ({ ...f, isFavorite: true }));
  const known = new Set(on.map((f) => String(f.id)));
  const off = local.filter((f) => !known.has(String(f.id))).map((f) => ({ ...f, isFavorite: false }));
  return [...on, ...off];
}

/** Ids switched on here but missing on the server: sent up when the person signs in. */
export function missingOnServer(local: Favorite[], server: ServerFavourite[]): number[] {
  const known = new Set(server.map((f) => f.id));
  return local.flatMap((f) => {
    const id = itemIdOf(f);
    return f.isFavorite && id !== null && !known.has(id) ? [id] : [];
  });
}
