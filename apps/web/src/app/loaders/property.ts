// /property/{id}: the unit in the page's language; no such unit is a 404 page. /property
// alone shows the unit kept on this device, which only the browser knows.
import { data, type LoaderFunctionArgs } from 'react-router';
import { propertyQueryOptions } from '../../api/properties/get-property';
import { missing, prefetch } from '../app-context';

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { id } = params;
  if (!id) return null;
  await prefetch(context, (queryClient, language) => [queryClient.prefetchQuery(propertyQueryOptions(id, language))]);
  return missing(context, (language) => propertyQueryOptions(id, language).queryKey) ? data(null, { status: 404 }) : null;
}
