// Route module for / : composes the landing with the install feature.
import { InstallButton } from '../../features/install/install-button';
import { LandingPage } from '../../features/landing/landing-page';

export function Component() {
  return <LandingPage installAction={<InstallButton />} />;
}
