// The favourites of the profile: the server's list when signed in (kept in local storage
// too), the local list otherwise; toggling updates both at once.
import { useMemo, useState } from 'react';
import type { Favorite } from '@vitrina/contracts';
import { useDeleteFavourite } from '../../api/favourites/delete-favourite';
import { useServerFavourites } from '../../api/favourites/get-favourites';
import { usePutFavourite } from '../../api/favourites/put-favourite';
import { notify } from '../../components/notifications/notification-service';
import { i18n } from '../i18n';
import { useHydrated } from '../use-hydrated';
import { useSession } from '../use-session';
import { fromServer, itemIdOf, readLocalFavourites, writeLocalFavourites } from './favourites-storage';

let toldKept = false;
/** Offline, the first favourite toggled says it will reach the account later; the rest quietly do. */
function tellKeptOnce() {
  if (toldKept) return;
  toldKept = true;
  notify.toast({ message: i18n.t('offline.favouriteKept', { ns: 'common' }), color: 'info' });
}

export function useFavourites() {
  const { token } = useSession();
  // Bumped on each toggle so the list is read again from storage.
  const [version, setVersion] = useState(0);
  const server = useServerFavourites();
  const add = usePutFavourite();
  const remove = useDeleteFavourite();

  // Kept on this device only: nothing while a server-rendered page hydrates.
  const hydrated = useHydrated();
  const list = useMemo(() => {
    void version;
    if (!hydrated) return [];
    if (!token || !server.data) return readLocalFavourites();
    // The server's answer decides; it is kept on this device too.
    const merged = fromServer(server.data, readLocalFavourites());
    writeLocalFavourites(merged);
    return merged;
  }, [hydrated, token, server.data, version]);

  function toggle(favourite: Favorite) {
    const on = !favourite.isFavorite;
    const next = readLocalFavourites().map((f) => (String(f.id) === String(favourite.id) ? { ...f, isFavorite: on } : f));
    writeLocalFavourites(next);
    setVersion((v) => v + 1);
    const id = itemIdOf(favourite);
    if (token && id !== null) (on ? add : remove).mutate(id, { onSuccess: (result) => result.kept && tellKeptOnce() });
  }

  return { favourites: list, toggle, loading: !!token && server.isPending };
}
