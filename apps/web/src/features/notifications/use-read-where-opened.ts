// Tells the server which page a signed-in person opened, so the notifications pointing there
// become read without the bell (decision 066; the rule in read-where-opened.ts). The answer is
// the new count: the bell shows it at once, and the list is read again when next shown.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMarkReadWhereOpened } from '../../api/notifications/mark-read';
import { PATHS } from '../../lib/routes';
import { openedLink, shouldMarkOpened } from './read-where-opened';

export function useReadWhereOpened(unread: number | undefined, signedIn: boolean) {
  const { pathname, search } = useLocation();
  const link = openedLink(pathname, search);
  const { mutate } = useMarkReadWhereOpened();
  const lastTold = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn) {
      lastTold.current = null;
      return;
    }
    // The list itself is no notification's link.
    if (pathname === PATHS.notifications || !shouldMarkOpened(link, unread, lastTold.current)) return;
    lastTold.current = link;
    mutate(link);
  }, [signedIn, pathname, link, unread, mutate]);
}
