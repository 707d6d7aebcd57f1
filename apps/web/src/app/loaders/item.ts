// /item/{id}: the item in the page's language.
import type { LoaderFunctionArgs } from 'react-router';
import { itemQuery } from '../../features/catalogue/api/catalogue-api';
import { prefetch } from '../app-context';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient, language) => [queryClient.prefetchQuery(itemQuery(params.id ?? '', language))]);
