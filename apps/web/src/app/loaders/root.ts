// Every screen: the public settings (/config: the brand name in the top bar and titles).
import type { LoaderFunctionArgs } from 'react-router';
import { configQueryOptions } from '../../api/config/get-config';
import { prefetch } from '../app-context';

export const loader = ({ context }: LoaderFunctionArgs) => prefetch(context, (queryClient) => [queryClient.prefetchQuery(configQueryOptions())]);
