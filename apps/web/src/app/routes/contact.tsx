// /contactme-page (SPEC §2.19).
import { ContactPage } from '../../features/development/contact-page';

export function Component() {
  return <ContactPage />;
}
