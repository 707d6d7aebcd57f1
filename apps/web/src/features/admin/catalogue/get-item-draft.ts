// The item form's starting values (SPEC §2.9 admin): GET /getItem/{id} once per language, so
// the form edits the name and description of es, en and fr at once. Read fresh on every
// opening and never kept (gcTime 0): another admin may have changed the item meanwhile.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Item, Language } from '@vitrina/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { fetchItem } from '../../../api/items/get-item';
import type { ItemDraft, ItemTexts } from './item-form';

async function fetchItemDraft(item: Item, signal: AbortSignal): Promise<ItemDraft> {
  const fetchIn = (lang: Language) => fetchItem(item.id, { signal, lang });
  const [es, en, fr] = await Promise.all([fetchIn('es'), fetchIn('en'), fetchIn('fr')]);
  const texts = (field: 'item' | 'description'): ItemTexts => ({ es: es[field], en: en[field], fr: fr[field] });
  return {
    item: texts('item'),
    description: texts('description'),
    code: item.code,
    room: item.room,
    type: item.type,
    category: item.category,
    typology: item.typology ?? '2R',
    quantity: String(item.quantity),
  };
}

/** A new item (null) has nothing to load. */
export const itemDraftQueryOptions = (item: Item | null) =>
  queryOptions({
    queryKey: queryKeys.items.draft(item?.id ?? 0),
    queryFn: item ? ({ signal }) => fetchItemDraft(item, signal) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });

export const useItemDraft = (item: Item | null) => useQuery(itemDraftQueryOptions(item));
