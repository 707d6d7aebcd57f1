// /topology-{development} (SPEC §2): React Router cannot match a parameter inside a segment,
// so the route takes any single segment and this loader accepts only `topology-…` (anything
// else is a 404 for the frame's error boundary). Then the development's unit types (an
// unknown or archived slug is a 404 page) and the units for sale, which each unit type's card
// opens one of.
import { data, type LoaderFunctionArgs } from 'react-router';
import { visitorPropertiesQueryOptions } from '../../api/properties/get-visitor-properties';
import { topologyDevelopment } from '../../lib/routes';
import { loadDevelopment } from '../development-loader';

export async function loader({ context, params }: LoaderFunctionArgs) {
  const development = topologyDevelopment(`/${params.segment ?? ''}`);
  if (!development) throw data(null, { status: 404 });
  return loadDevelopment(context, development, { more: (queryClient, language) => [queryClient.prefetchQuery(visitorPropertiesQueryOptions(language))] });
}
