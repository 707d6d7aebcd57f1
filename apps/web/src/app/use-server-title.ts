// The <title> a server-rendered page arrived with names that page (an item's name, say).
// Once the person moves on inside the app, it no longer fits: screens that set their own
// title (React's <title>) replace it, and the others get the brand's title in the language
// in use. Nothing happens on the page the server rendered.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBrandName } from '../lib/brand';

export const SERVER_TITLE_ATTRIBUTE = 'data-server-title';

export function useServerTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const brand = useBrandName();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    const server = document.head.querySelector(`title[${SERVER_TITLE_ATTRIBUTE}]`);
    if (!server) return;
    // Effects run children first: a screen's own <title> is in the head already.
    if (document.head.querySelector(`title:not([${SERVER_TITLE_ATTRIBUTE}])`)) server.remove();
    else server.textContent = t('meta.title', { brand });
  }, [pathname, t, brand]);
}
