// Contact (SPEC §2.11, §7): chat links built from the digits of the configured phones, with a
// message naming the page, and a mailto link to the sales e-mail.
import { Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chatLink, mailtoLink } from '@vitrina/contracts';
import { useBrandName } from '../../../lib/brand';
import { useConfig } from '../../../api/config/get-config';
import styles from './profile.module.css';

export function ContactSection() {
  const brandName = useBrandName();
  const { t } = useTranslation('profile');
  const { data: config } = useConfig();
  const message = t('contact.chatMessage', { page: t('title'), brand: brandName });
  const general = config ? chatLink(config.chatPhoneGeneral, message) : null;
  const sales = config ? chatLink(config.chatPhoneSales, message) : null;
  const mail = config?.salesEmail ? mailtoLink(config.salesEmail, t('contact.mailSubject', { brand: brandName })) : null;

  return (
    <section className={styles.section} aria-labelledby="profile-contact">
      <h2 id="profile-contact" className={styles.sectionTitle}>
        {t('contact.title')}
      </h2>
      <p className={styles.empty}>{t('contact.lead')}</p>
      <div className={styles.contactLinks}>
        {general ? (
          <a className={styles.contactLink} href={general} target="_blank" rel="noopener">
            <MessageCircle size={20} aria-hidden="true" /> {t('contact.chatGeneral')}
          </a>
        ) : null}
        {sales ? (
          <a className={styles.contactLink} href={sales} target="_blank" rel="noopener">
            <MessageCircle size={20} aria-hidden="true" /> {t('contact.chatSales')}
          </a>
        ) : null}
        {mail ? (
          <a className={styles.contactLink} href={mail}>
            <Mail size={20} aria-hidden="true" /> {t('contact.email')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
