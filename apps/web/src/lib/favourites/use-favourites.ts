// The favourites of the profile: the server's list when signed in (kept in local storage
// too), the local list otherwise; toggling updates both at once.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Favorite } from '@vitrina/contracts';
import { queryClient } from '../query-client';
import { useSession } from '../use-session';
import { deleteFavourite, favouriteKeys, favouritesQuery, putFavourite } from './favourites-api';
import { fromServer, itemIdOf, readLocalFavourites, writeLocalFavourites } from './favourites-storage';

export function useFavourites() {
  const { token } = useSession();
  // Bumped on each toggle so the list is read again from storage.
  const [version, setVersion] = useState(0);
  const server = useQuery({ ...favouritesQuery(), enabled: !!token });

  const list = useMemo(() => {
    void version;
    if (!token || !server.data) return readLocalFavourites();
    // The server's answer decides; it is kept on this device too.
    const merged = fromServer(server.data, readLocalFavourites());
    writeLocalFavourites(merged);
    return merged;
  }, [token, server.data, version]);

  const sync = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => (on ? putFavourite(id) : deleteFavourite(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });

  function toggle(favourite: Favorite) {
    const on = !favourite.isFavorite;
    const next = readLocalFavourites().map((f) => (String(f.id) === String(favourite.id) ? { ...f, isFavorite: on } : f));
    writeLocalFavourites(next);
    setVersion((v) => v + 1);
    const id = itemIdOf(favourite);
    if (token && id !== null) sync.mutate({ id, on });
  }

  return { favourites: list, toggle, loading: !!token && server.isPending };
}
