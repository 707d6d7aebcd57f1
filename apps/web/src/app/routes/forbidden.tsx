import { ForbiddenPage } from '../../features/status/forbidden-page';

export function Component() {
  return <ForbiddenPage />;
}
