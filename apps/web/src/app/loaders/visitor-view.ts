// /visitor-view: the units for sale in the page's language.
import type { LoaderFunctionArgs } from 'react-router';
import { visitorPropertiesQueryOptions } from '../../api/properties/get-visitor-properties';
import { prefetch } from '../app-context';

export const loader = ({ context }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient, language) => [queryClient.prefetchQuery(visitorPropertiesQueryOptions(language))]);
