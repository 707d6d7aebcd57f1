// /leads (Admin): the contact-form requests, newest first.
import { LeadsPage } from '../../features/admin/people/components/leads-page';

export function Component() {
  return <LeadsPage />;
}
