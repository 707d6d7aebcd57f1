// The BLACK package (SPEC §2.6, §4): a marketing view with chat, e-mail and contact buttons;
// no item is fetched for it. Its down payment is the unit's development's (decision 030).
import { Mail, MessageCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mailtoLink } from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import { PATHS } from '../../../lib/routes';
import styles from './show-room.module.css';

export function BlackView({ chat, email, downPaymentPercent }: { chat: string | null; email: string | null; downPaymentPercent: number | null }) {
  const { t } = useTranslation('catalogue');
  return (
    <section className={styles.black} aria-labelledby="black-title" data-testid="black-view">
      <p className={styles.blackEyebrow}>{t('black.eyebrow')}</p>
      <h2 id="black-title" className={styles.blackTitle}>
        {t('black.title')}
      </h2>
      <p className={styles.blackBody}>{t('black.body')}</p>
      <ul className={styles.blackPoints}>
        <li>{t('black.point1')}</li>
        <li>{t('black.point2')}</li>
        {downPaymentPercent !== null ? <li>{t('black.point3', { percent: downPaymentPercent })}</li> : null}
      </ul>
      <div className={styles.blackActions}>
        {chat ? (
          <a className={`${buttonStyles.button} ${buttonStyles.primary}`} href={chat} target="_blank" rel="noopener noreferrer">
            <MessageCircle size={18} aria-hidden="true" />
            {t('black.chat')}
          </a>
        ) : null}
        {email ? (
          <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href={mailtoLink(email, t('black.mailSubject'))}>
            <Mail size={18} aria-hidden="true" />
            {t('black.email')}
          </a>
        ) : null}
        <Link className={`${buttonStyles.button} ${buttonStyles.secondary}`} to={`${PATHS.contactPage}?package=BLACK`}>
          <Send size={18} aria-hidden="true" />
          {t('black.contact')}
        </Link>
      </div>
    </section>
  );
}
