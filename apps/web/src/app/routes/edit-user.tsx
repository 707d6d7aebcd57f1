// /edit-user (guarded): the signed-in user's data.
import { EditUserPage } from '../../features/profile/components/edit-user-page';
import { useSession } from '../../lib/use-session';
import { Splash } from '../splash';

export function Component() {
  const { user } = useSession();
  return user ? <EditUserPage key={user.id} user={user} /> : <Splash />;
}
