// Favourites on the server (issue 4): GET /favorites answers the signed-in user's favourite
// items in the shape the browser keeps under userFavorites (less the isFavorite flag);
// PUT and DELETE /favorites/{itemId} switch one on or off.
import { z } from './zod';
import { CATEGORIES } from './enums';
import { itemIdParamsSchema } from './common';

export const serverFavouriteSchema = z.object({
  id: z.number().int().positive(),
  /** The item's name in the request's language. */
  name: z.string(),
  category: z.enum(CATEGORIES),
  /** A small rendition of the item's picture, or null without one. */
  image: z.string().nullable(),
});
export type ServerFavourite = z.infer<typeof serverFavouriteSchema>;
export const serverFavouritesSchema = z.array(serverFavouriteSchema);

/** `/favorites/{itemId}` */
export const favouriteParamsSchema = itemIdParamsSchema;
