// /user (userPage, guarded): the profile of the signed-in user, with their notifications' channels
// and web push on this device (decision 065).
import { NotificationPreferences } from '../../features/notifications/components/notification-preferences';
import { PushOptIn } from '../../features/notifications/components/push-opt-in';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { useSession } from '../../lib/use-session';
import { Splash } from '../splash';

export function Component() {
  const { user } = useSession();
  // The top bar is fetching GET /user when the stored copy is unreadable.
  return user ? (
    <ProfilePage
      user={user}
      notifications={
        <>
          <NotificationPreferences />
          <PushOptIn userId={user.id} />
        </>
      }
    />
  ) : (
    <Splash />
  );
}
