// /clients/{development} (Admin): the clients page and its assign dialog (SPEC §2.17–2.18).
import { ClientsPage } from '../../features/admin/people/components/clients-page';

export function Component() {
  return <ClientsPage />;
}
