// On sign-in (and registration), the favourites kept on this device join the account's:
// local ones missing on the server are sent up, then the merged list is stored locally.
import { queryClient } from '../query-client';
import { favouriteKeys, getFavourites, putFavourite } from './favourites-api';
import { fromServer, missingOnServer, readLocalFavourites, writeLocalFavourites } from './favourites-storage';

export async function mergeFavouritesAfterSignIn(): Promise<void> {
  try {
    const local = readLocalFavourites();
    const server = await getFavourites();
    const missing = missingOnServer(local, server);
    // An id the server does not know (404) is simply dropped.
    await Promise.allSettled(missing.map((id) => putFavourite(id)));
    const merged = missing.length ? await getFavourites() : server;
    writeLocalFavourites(fromServer(merged, local));
    queryClient.setQueryData(favouriteKeys.all, merged);
  } catch (error) {
    // Favourites are a comfort: the sign-in goes on, the local list stays as it was.
    console.warn('merging favourites failed', error);
  }
}
