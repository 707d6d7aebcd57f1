// /materials/inventory (inventoryPage, Admin): the catalogue as a table, with a CSV export.
import { InventoryPage } from '../../features/admin/components/inventory-page';

export function Component() {
  return <InventoryPage />;
}
