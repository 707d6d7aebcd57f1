// /black-package (SPEC §2.19).
import { PackagePage } from '../../features/development/package-page';

export function Component() {
  return <PackagePage pack="BLACK" />;
}
