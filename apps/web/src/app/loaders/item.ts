// /item/{id}: the item in the page's language; no such item is a 404 page.
import { data, type LoaderFunctionArgs } from 'react-router';
import { itemQueryOptions } from '../../api/items/get-item';
import { missing, prefetch } from '../app-context';

export async function loader({ context, params }: LoaderFunctionArgs) {
  const options = (language: Parameters<typeof itemQueryOptions>[1]) => itemQueryOptions(params.id ?? '', language);
  await prefetch(context, (queryClient, language) => [queryClient.prefetchQuery(options(language))]);
  return missing(context, (language) => options(language).queryKey) ? data(null, { status: 404 }) : null;
}
