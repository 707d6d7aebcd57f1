// /location and /developments/{slug}/location (SPEC §2.12, decision 030).
import { useParams } from 'react-router';
import { LocationPage } from '../../features/development/location-page';
import { DevelopmentScreen } from '../development-screen';

export function Component() {
  const { slug = null } = useParams();
  return <DevelopmentScreen slug={slug}>{(development) => <LocationPage key={development.slug} development={development} />}</DevelopmentScreen>;
}
