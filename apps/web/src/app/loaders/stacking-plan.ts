// /admin/developments/:slug/units: the development's units, in the page's language.
import type { LoaderFunctionArgs } from 'react-router';
import { developmentUnitsQueryOptions } from '../../api/units/get-development-units';
import { prefetch } from '../app-context';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient, language) => (params.slug ? [queryClient.prefetchQuery(developmentUnitsQueryOptions(params.slug, language))] : []));
