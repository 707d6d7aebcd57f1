// /register: the two-step registration.
import { RegisterPage } from '../../features/auth/components/register-page';
import hero from '../../assets/hero-tall.svg';

export function Component() {
  return <RegisterPage hero={hero} />;
}
