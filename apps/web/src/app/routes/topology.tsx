// /topology-{development} (SPEC §2, decision 030): the development's unit types;
// ../loaders/topology.ts checks the path and fetches the development.
import { useParams } from 'react-router';
import { DevelopmentMenu } from '../../features/development/development-menu';
import { TopologyPage } from '../../features/catalogue/components/units-pages';
import { topologyDevelopment } from '../../lib/routes';
import { useSession } from '../../lib/use-session';
import { DevelopmentScreen } from '../development-screen';

export function Component() {
  const { segment = '' } = useParams();
  const slug = topologyDevelopment(`/${segment}`);
  const { token, type } = useSession();
  const admin = !!token && type === 'Admin';
  return (
    <DevelopmentScreen slug={slug}>
      {(development) => (
        // Admin does not see the development menu here (SPEC §2.13).
        <TopologyPage key={development.slug} development={development} menu={admin ? null : <DevelopmentMenu development={development} />} />
      )}
    </DevelopmentScreen>
  );
}
