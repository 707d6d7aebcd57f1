// /topology-{development} (SPEC §2): React Router cannot match a parameter inside a segment,
// so the route takes any single segment and this loader accepts only `topology-…` (anything
// else is a 404 for the frame's error boundary), then fetches the units for sale, whose
// types the page shows.
import { data, type LoaderFunctionArgs } from 'react-router';
import { visitorPropertiesQueryOptions } from '../../api/properties/get-visitor-properties';
import { topologyDevelopment } from '../../lib/routes';
import { prefetch } from '../app-context';

export async function loader({ context, params }: LoaderFunctionArgs) {
  const development = topologyDevelopment(`/${params.segment ?? ''}`);
  if (!development) throw data(null, { status: 404 });
  await prefetch(context, (queryClient, language) => [queryClient.prefetchQuery(visitorPropertiesQueryOptions(language))]);
  return { development };
}
