// On sign-in (and registration), the favourites kept on this device join the account's:
// local ones missing on the server are sent up, then the merged list is stored locally.
import type { Language } from '@vitrina/contracts';
import { fetchFavourites } from '../../api/favourites/get-favourites';
import { putFavourite } from '../../api/favourites/put-favourite';
import { queryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { fromServer, missingOnServer, readLocalFavourites, writeLocalFavourites } from './favourites-storage';

export async function mergeFavouritesAfterSignIn(lang: Language): Promise<void> {
  try {
    const local = readLocalFavourites();
    const server = await fetchFavourites({ lang });
    const missing = missingOnServer(local, server);
    // An id the server does not know (404) is simply dropped.
    await Promise.allSettled(missing.map((id) => putFavourite(id, { lang })));
    const merged = missing.length ? await fetchFavourites({ lang }) : server;
    writeLocalFavourites(fromServer(merged, local));
    queryClient.setQueryData(queryKeys.favourites.list(lang), merged);
  } catch (error) {
    // Favourites are a comfort: the sign-in goes on, the local list stays as it was.
    console.warn('merging favourites failed', error);
  }
}
