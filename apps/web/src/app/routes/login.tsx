// /login: the sign-in screen, over the landing's hero art on wide screens.
import { LoginPage } from '../../features/auth/components/login-page';
import hero from '../../assets/hero-tall.svg';

export function Component() {
  return <LoginPage hero={hero} />;
}
