// /select-account (guarded: signed-in users only): the account type choice.
import { SelectAccountPage } from '../../features/auth/components/select-account-page';
import hero from '../../assets/hero-tall.svg';

export function Component() {
  return <SelectAccountPage hero={hero} />;
}
