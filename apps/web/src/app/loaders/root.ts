// Every screen: the public settings (/config: the brand name in the top bar and titles) and the
// developments (GET /developments: the top bar names the development on its pages and offers
// its brochure; the seed's paths show the first one).
import type { LoaderFunctionArgs } from 'react-router';
import { configQueryOptions } from '../../api/config/get-config';
import { developmentsQueryOptions } from '../../api/developments/get-developments';
import { prefetch } from '../app-context';

export const loader = ({ context }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient, language) => [queryClient.prefetchQuery(configQueryOptions()), queryClient.prefetchQuery(developmentsQueryOptions(language))]);
