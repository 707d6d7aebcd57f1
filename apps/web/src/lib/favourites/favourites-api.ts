// GET /favorites, PUT /favorites/{itemId}, DELETE /favorites/{itemId}: the signed-in user's
// favourites on the server, so they follow the user across devices (issue 4).
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ServerFavourite } from './favourites-storage';

export const favouriteKeys = { all: ['user', 'favourites'] as const };

export const getFavourites = (signal?: AbortSignal) => api.get<ServerFavourite[]>('/favorites', signal);
export const putFavourite = (itemId: number) => api.put<unknown>(`/favorites/${itemId}`);
export const deleteFavourite = (itemId: number) => api.delete<unknown>(`/favorites/${itemId}`);

export const favouritesQuery = () =>
  queryOptions({ queryKey: favouriteKeys.all, queryFn: ({ signal }) => getFavourites(signal), staleTime: 0 });
