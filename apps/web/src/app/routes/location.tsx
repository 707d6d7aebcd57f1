// /location (SPEC §2.12).
import { LocationPage } from '../../features/development/location-page';

export function Component() {
  return <LocationPage />;
}
