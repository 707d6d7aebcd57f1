// /user (userPage, guarded): the profile of the signed-in user.
import { ProfilePage } from '../../features/profile/components/profile-page';
import { useSession } from '../../lib/use-session';
import { Splash } from '../splash';

export function Component() {
  const { user } = useSession();
  // The top bar is fetching GET /user when the stored copy is unreadable.
  return user ? <ProfilePage user={user} /> : <Splash />;
}
