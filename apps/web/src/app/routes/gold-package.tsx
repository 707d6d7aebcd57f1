// /gold-package and /developments/{slug}/gold-package (SPEC §2.19, decision 030).
import { useParams } from 'react-router';
import { PackagePage } from '../../features/development/package-page';
import { DevelopmentScreen } from '../development-screen';

export function Component() {
  const { slug = null } = useParams();
  return <DevelopmentScreen slug={slug}>{(development) => <PackagePage key={development.slug} pack="GOLD" development={development} />}</DevelopmentScreen>;
}
