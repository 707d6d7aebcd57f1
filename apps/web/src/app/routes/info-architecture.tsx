// /architecture-page and /developments/{slug}/architecture-page: a development's page (SPEC §2.19–2.20, decision 030).
import { useParams } from 'react-router';
import { InfoPage } from '../../features/development/info-page';
import { DevelopmentScreen } from '../development-screen';

export function Component() {
  const { slug = null } = useParams();
  return <DevelopmentScreen slug={slug}>{(development) => <InfoPage key={development.slug} page="architecture" development={development} />}</DevelopmentScreen>;
}
