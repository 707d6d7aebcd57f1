// /new-item (Admin): item images and the category item list (SPEC §2.9).
import { NewItemPage } from '../../features/admin/catalogue/components/new-item-page';

export function Component() {
  return <NewItemPage />;
}
