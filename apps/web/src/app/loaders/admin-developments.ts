// /admin/developments: the Admin's list of developments.
import type { LoaderFunctionArgs } from 'react-router';
import { adminDevelopmentsQueryOptions } from '../../api/admin-developments/get-admin-developments';
import { prefetch } from '../app-context';

export const loader = ({ context }: LoaderFunctionArgs) => prefetch(context, (queryClient) => [queryClient.prefetchQuery(adminDevelopmentsQueryOptions())]);
