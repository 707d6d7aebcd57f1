// /admin/developments/:slug: the development in every language (nothing to read for a new one).
import type { LoaderFunctionArgs } from 'react-router';
import { adminDevelopmentQueryOptions } from '../../api/admin-developments/get-admin-development';
import { prefetch } from '../app-context';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient) => (params.slug ? [queryClient.prefetchQuery(adminDevelopmentQueryOptions(params.slug))] : []));
