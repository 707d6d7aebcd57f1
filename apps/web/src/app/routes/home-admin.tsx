// /home/admin (homeSelecta, Admin): the two development cards.
import { AdminHome } from '../../features/admin/home/components/admin-home';

export function Component() {
  return <AdminHome />;
}
