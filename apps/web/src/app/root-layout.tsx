// The root of every screen: notifications, the PWA update prompt, scroll restoration, and
// where a lost session (a 401 from the API) goes: /login, then back to the same page.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { NotificationLoader } from '../components/notifications/notification-loader';
import { SettingsHost } from '../features/admin/settings-host';
import { UpdatePrompt } from '../features/install/update-prompt';
import { setUnauthorizedHandler } from '../lib/api-client';
import { adoptStoredLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { PATHS } from '../lib/routes';

export function RootLayout() {
  const navigate = useNavigate();

  // A server-rendered page hydrated in the server's language; now the one kept on this device.
  useEffect(() => void adoptStoredLanguage(), []);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.removeQueries({ queryKey: ['user'] });
      const here = window.location.pathname + window.location.search;
      if (window.location.pathname !== PATHS.login) void navigate(`${PATHS.login}?next=${encodeURIComponent(here)}`);
    });
  }, [navigate]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <NotificationLoader />
      <UpdatePrompt />
      <SettingsHost />
    </>
  );
}
