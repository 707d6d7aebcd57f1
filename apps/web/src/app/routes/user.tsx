// /user (userPage, guarded): the profile of the signed-in user, with their notifications' channels.
import { NotificationPreferences } from '../../features/notifications/components/notification-preferences';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { useSession } from '../../lib/use-session';
import { Splash } from '../splash';

export function Component() {
  const { user } = useSession();
  // The top bar is fetching GET /user when the stored copy is unreadable.
  return user ? <ProfilePage user={user} notifications={<NotificationPreferences />} /> : <Splash />;
}
