// /show-room: the unit (?property=, else the one kept from its detail page, else the default)
// and, once its typology and furniture are known, the items of the category it opens on; on
// BLACK and in the comparison, its development (the terms and prices those views state).
import type { LoaderFunctionArgs } from 'react-router';
import { DEFAULT_SHOW_ROOM_PROPERTY_ID, categoryFetchesItems, showRoomCategory } from '@vitrina/contracts';
import { developmentQueryOptions } from '../../api/developments/get-development';
import { developmentsQueryOptions } from '../../api/developments/get-developments';
import { itemsByCategoryQueryOptions } from '../../api/items/get-items-by-category';
import { propertyQueryOptions } from '../../api/properties/get-property';
import { readStoredPropertyId } from '../../features/catalogue/property-data';
import { prefetch } from '../app-context';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient, language) => {
    const params = new URL(request.url).searchParams;
    const id = params.get('property') ?? readStoredPropertyId() ?? DEFAULT_SHOW_ROOM_PROPERTY_ID;
    const items = queryClient
      .fetchQuery(propertyQueryOptions(id, language))
      .then((unit) => {
        if (!unit) return;
        const category = showRoomCategory(params.get('package'), unit.furniture);
        // BLACK's terms and the comparison's prices are the development's (show-room-page.tsx).
        if (!categoryFetchesItems(category) || params.get('compare') === '1') {
          return queryClient.fetchQuery(developmentsQueryOptions(language)).then((list) => {
            const slug = list.find((d) => d.code === unit.development)?.slug;
            return slug ? queryClient.prefetchQuery(developmentQueryOptions(slug, language)) : undefined;
          });
        }
        return queryClient.prefetchQuery(itemsByCategoryQueryOptions(category, unit.typology, language));
      })
      // The screen shows the unit's own error; the loader never fails the navigation.
      .catch(() => undefined);
    return [items];
  });
