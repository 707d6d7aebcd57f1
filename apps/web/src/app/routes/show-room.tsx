// /show-room (SPEC §2.6): the package viewer of a unit.
import { ShowRoomPage } from '../../features/catalogue/components/show-room-page';

export function Component() {
  return <ShowRoomPage />;
}
