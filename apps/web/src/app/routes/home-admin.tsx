// /home/admin (homeSelecta, Admin): the two development cards; the link to the threads' inbox
// (decision 068) is handed in here, because one office job does not import another.
import { AdminHome } from '../../features/admin/home/components/admin-home';
import { InboxLink } from '../../features/admin/messages/components/inbox-link';

export function Component() {
  return <AdminHome inboxLink={(className) => <InboxLink className={className} />} />;
}
