// /visitor-view: the units for sale, without sign-in.
import { VisitorViewPage } from '../../features/catalogue/components/units-pages';

export function Component() {
  return <VisitorViewPage />;
}
