// /notifications (issue 35, decision 063; guarded: a session): the signed-in person's notifications.
import { NotificationsPage } from '../../features/notifications/components/notifications-page';

export function Component() {
  return <NotificationsPage />;
}
