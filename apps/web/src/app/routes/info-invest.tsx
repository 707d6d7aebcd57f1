// Static development page (SPEC §2.19–2.20).
import { InfoPage } from '../../features/development/info-page';

export function Component() {
  return <InfoPage page="invest" />;
}
