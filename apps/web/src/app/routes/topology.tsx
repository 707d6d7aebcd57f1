// /topology-{development} (SPEC §2): React Router cannot match a parameter inside a segment,
// so this route takes any single segment and its loader accepts only `topology-…`; anything
// else is a 404 for the frame's error boundary.
import { data, type LoaderFunctionArgs } from 'react-router';
import { DevelopmentMenu } from '../../features/development/development-menu';
import { TopologyPage } from '../../features/catalogue/components/units-pages';
import { useSession } from '../../lib/use-session';
import { topologyDevelopment } from '../../lib/routes';

export function loader({ params }: LoaderFunctionArgs) {
  const development = topologyDevelopment(`/${params.segment ?? ''}`);
  if (!development) throw data(null, { status: 404 });
  return { development };
}

export function Component() {
  const { token, type } = useSession();
  // Admin does not see the development menu here (SPEC §2.13).
  return <TopologyPage menu={token && type === 'Admin' ? null : <DevelopmentMenu />} />;
}
