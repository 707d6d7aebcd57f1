// /admin/developments (Admin, issue 21): every development in the Admin's order, archived ones apart.
import { DevelopmentsListPage } from '../../features/admin/developments/components/developments-list-page';

export function Component() {
  return <DevelopmentsListPage />;
}
