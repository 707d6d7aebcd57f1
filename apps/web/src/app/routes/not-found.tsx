import { NotFoundPage } from '../../features/status/not-found-page';

export function Component() {
  return <NotFoundPage />;
}
