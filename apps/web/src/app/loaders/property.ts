// /property/{id}: the unit in the page's language (/property alone shows the unit kept on
// this device, which only the browser knows).
import type { LoaderFunctionArgs } from 'react-router';
import { propertyQueryOptions } from '../../features/properties/api/get-property';
import { prefetch } from '../app-context';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient, language) => (params.id ? [queryClient.prefetchQuery(propertyQueryOptions(params.id, language))] : []));
