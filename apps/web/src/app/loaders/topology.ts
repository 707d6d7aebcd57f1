// /topology-{development} (SPEC §2): React Router cannot match a parameter inside a segment,
// so the route takes any single segment and this loader accepts only `topology-…`; anything
// else is a 404 for the frame's error boundary.
import { data, type LoaderFunctionArgs } from 'react-router';
import { topologyDevelopment } from '../../lib/routes';

export function loader({ params }: LoaderFunctionArgs) {
  const development = topologyDevelopment(`/${params.segment ?? ''}`);
  if (!development) throw data(null, { status: 404 });
  return { development };
}
