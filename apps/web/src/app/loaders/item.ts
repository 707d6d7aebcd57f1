// /item/{id}: the item in the page's language.
import type { LoaderFunctionArgs } from 'react-router';
import { itemQueryOptions } from '../../features/items/api/get-item';
import { prefetch } from '../app-context';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient, language) => [queryClient.prefetchQuery(itemQueryOptions(params.id ?? '', language))]);
