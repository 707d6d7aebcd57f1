import { ComingSoonPage } from '../../features/status/coming-soon-page';

export function Component() {
  return <ComingSoonPage screen="register" />;
}
