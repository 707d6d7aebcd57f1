// /materials/import (Admin, issue 13): the catalogue from a CSV or XLSX file, checked first.
import { ImportPage } from '../../features/admin/catalogue/components/import-page';

export function Component() {
  return <ImportPage />;
}
