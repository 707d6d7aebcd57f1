// The root of every screen: the skip link, focus and announcement on route changes, notifications,
// the PWA update prompt, the offline notice, scroll restoration, and where a lost session (a 401
// from the API) goes: /login, then back to the same page.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NotificationLoader } from '../components/notifications/notification-loader';
import { SkipLink } from '../components/ui/skip-link';
import { SettingsHost } from '../features/admin/settings/settings-host';
import { UpdatePrompt } from '../features/install/update-prompt';
import { OfflineNotice } from '../offline/offline-notice';
import { adoptStoredLanguage } from '../lib/i18n';
import { markHydrated } from '../lib/use-hydrated';
import { useSessionExpiryRedirect } from '../lib/use-session-expiry';
import { RouteFocus } from './route-focus';
import { useServerTitle } from './use-server-title';

export function RootLayout() {
  useSessionExpiryRedirect();
  useServerTitle();
  useEffect(() => {
    // The app has taken over the page (hydrated or rendered): tests and styles can tell.
    document.documentElement.dataset.hydrated = 'true';
    markHydrated();
    // A server-rendered page hydrated in the server's language; now the one kept on this device.
    void adoptStoredLanguage();
  }, []);

  return (
    <>
      <SkipLink />
      <Outlet />
      <RouteFocus />
      <ScrollRestoration />
      <NotificationLoader />
      <UpdatePrompt />
      <OfflineNotice />
      <SettingsHost />
    </>
  );
}
