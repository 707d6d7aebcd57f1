// /materials/inventory (inventoryPage, Admin): the catalogue as a table, with a CSV export.
import { InventoryPage } from '../../features/admin/catalogue/components/inventory-page';

export function Component() {
  return <InventoryPage />;
}
