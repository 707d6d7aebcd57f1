// The frame around every screen. The top bar and bottom menu (SPEC §2 layout) come with the
// signed-in screens; they are hidden on /, /login, /register and /select-account anyway.
import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
