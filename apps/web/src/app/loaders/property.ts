// /property/{id}: the unit in the page's language.
import type { LoaderFunctionArgs } from 'react-router';
import { propertyQuery } from '../../features/catalogue/api/catalogue-api';
import { prefetch } from '../app-context';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient, language) => (params.id ? [queryClient.prefetchQuery(propertyQuery(params.id, language))] : []));
