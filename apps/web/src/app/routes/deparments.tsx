// /deparments (guarded): the owner's own units.
import { DepartmentsPage } from '../../features/catalogue/components/units-pages';

export function Component() {
  return <DepartmentsPage />;
}
