// /topology-{development} (SPEC §2): the unit types; ../loaders/topology.ts checks the path.
import { DevelopmentMenu } from '../../features/development/development-menu';
import { TopologyPage } from '../../features/catalogue/components/units-pages';
import { useSession } from '../../lib/use-session';

export function Component() {
  const { token, type } = useSession();
  // Admin does not see the development menu here (SPEC §2.13).
  return <TopologyPage menu={token && type === 'Admin' ? null : <DevelopmentMenu />} />;
}
