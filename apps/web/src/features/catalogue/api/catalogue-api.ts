// Catalogue and unit reads of the show room and item screens (SPEC §7): one unit by id, the
// items of a category for a typology, one item. Answers are in the request's language.
import { queryOptions } from '@tanstack/react-query';
import type { Category, Item, Property, TypologyCode } from '@vitrina/contracts';
import { api } from '../../../lib/api-client';

export const catalogueKeys = {
  property: (id: string, lang: string) => ['property', id, lang] as const,
  items: (category: Category, typology: TypologyCode, lang: string) => ['items', category, typology, lang] as const,
  item: (id: string, lang: string) => ['item', id, lang] as const,
};

export const propertyQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: catalogueKeys.property(id, lang),
    queryFn: () => api.post<Property>('/getProperty', { id }),
    staleTime: 5 * 60_000,
  });

export const itemsQuery = (category: Category, typology: TypologyCode, lang: string) =>
  queryOptions({
    queryKey: catalogueKeys.items(category, typology, lang),
    queryFn: () => api.post<Item[]>('/items/category', { category, typology }),
    staleTime: 5 * 60_000,
  });

export const itemQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: catalogueKeys.item(id, lang),
    queryFn: ({ signal }) => api.get<Item>(`/getItem/${encodeURIComponent(id)}`, signal),
    staleTime: 5 * 60_000,
  });
