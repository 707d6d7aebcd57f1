// /admin/developments/:slug/collections: the development's collections, in the page's language.
import type { LoaderFunctionArgs } from 'react-router';
import { collectionsQueryOptions } from '../../api/collections/get-collections';
import { prefetch } from '../app-context';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient, language) => (params.slug ? [queryClient.prefetchQuery(collectionsQueryOptions(params.slug, language))] : []));
