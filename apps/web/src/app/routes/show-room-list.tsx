// /show-room-list (guarded): the show rooms of the signed-in user.
import { ShowRoomListPage } from '../../features/catalogue/components/show-room-list-page';

export function Component() {
  return <ShowRoomListPage />;
}
