// /admin/messages (Admin, sales team; decision 068): the office's inbox of unit threads.
import { ThreadInboxPage } from '../../features/admin/messages/components/thread-inbox-page';

export function Component() {
  return <ThreadInboxPage />;
}
