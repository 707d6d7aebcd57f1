// /admin/developments/:slug/news: the development's posts as the office reads them.
import type { LoaderFunctionArgs } from 'react-router';
import { officePostsQueryOptions } from '../../api/news/office-posts';
import { prefetch } from '../app-context';

export const loader = ({ context, params }: LoaderFunctionArgs) => prefetch(context, (queryClient) => (params.slug ? [queryClient.prefetchQuery(officePostsQueryOptions(params.slug))] : []));
