// The floating plus of the bottom menu: it expands to Share, the social-network shortcut, the
// chat contact and, for Admin, Settings (which emits the open-settings event; SPEC §2).
import { Menu } from '@base-ui/react/menu';
import { MessageCircle, Plus, Settings, Share2, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatLink, shareUrl } from '@vitrina/contracts';
import { APP_EVENTS, emitAppEvent } from '../../../lib/events';
import { useConfig } from '../../../api/config/get-config';
import styles from './fab-menu.module.css';

/** The social-network shortcut: the shareable page on Facebook (no account URL is configured). */
const socialLink = () =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl(window.location.href, window.location.origin))}`;

/** `defaultOpen`: mounted by the first press of fab-button.tsx, so it opens at once. */
export function FabMenu({ isAdmin, onShare, defaultOpen = false }: { isAdmin: boolean; onShare: () => void; defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const config = useConfig();
  // The page's title and address when the menu opens: the chat message names the page (SPEC §7).
  const [page, setPage] = useState(() => (defaultOpen ? { title: document.title, social: socialLink() } : { title: '', social: '' }));
  const chat = config.data ? chatLink(config.data.chatPhoneGeneral, t('chat.message', { page: page.title })) : null;

  return (
    <Menu.Root defaultOpen={defaultOpen} onOpenChange={(open) => open && setPage({ title: document.title, social: socialLink() })}>
      <Menu.Trigger className={styles.fab} aria-label={t('fab.label')}>
        <Plus size={26} strokeWidth={1.75} aria-hidden="true" className={styles.plus} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner className={styles.positioner} side="top" sideOffset={14} align="center">
          <Menu.Popup className={styles.popup}>
            <Menu.Item className={styles.item} onClick={onShare}>
              <Share2 size={18} aria-hidden="true" />
              {t('fab.share')}
            </Menu.Item>
            <Menu.LinkItem className={styles.item} href={page.social} target="_blank" rel="noopener">
              <ThumbsUp size={18} aria-hidden="true" />
              {t('fab.social')}
            </Menu.LinkItem>
            {chat ? (
              <Menu.LinkItem className={styles.item} href={chat} target="_blank" rel="noopener">
                <MessageCircle size={18} aria-hidden="true" />
                {t('fab.chat')}
              </Menu.LinkItem>
            ) : null}
            {isAdmin ? (
              <Menu.Item className={styles.item} onClick={() => emitAppEvent(APP_EVENTS.openSettings)}>
                <Settings size={18} aria-hidden="true" />
                {t('fab.settings')}
              </Menu.Item>
            ) : null}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
