// The profile (SPEC §2.11): initials avatar, name, e-mail, edit link, favourites with toggle,
// the language, the notifications' channels, a contact section, the version label and the rental-ready banner.
import { PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VERSION_LABEL, type User } from '@vitrina/contracts';
import { LanguageSwitcher } from '../../../components/language-switcher/language-switcher';
import { useBrandName } from '../../../lib/brand';
import { initials } from '../../../lib/initials';
import { PATHS } from '../../../lib/routes';
import { ContactSection } from './contact-section';
import { FavouritesList } from './favourites-list';
import { RentalBanner } from './rental-banner';
import styles from './profile.module.css';

/** `notifications`: the notifications' preferences section (another feature's: app/routes/user.tsx gives it). */
export function ProfilePage({ user, notifications }: { user: User; notifications?: ReactNode }) {
  const brandName = useBrandName();
  const { t } = useTranslation('profile');
  return (
    <div className={styles.page}>
      <title>{`${t('title')} · ${brandName}`}</title>
      <header className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(user.name)}
        </span>
        <div className={styles.who}>
          <h1 className={styles.name}>{user.name}</h1>
          <p className={styles.email}>{user.email}</p>
          <p className={styles.type}>{t(`types.${user.type}`, { brand: brandName })}</p>
        </div>
        <Link to={PATHS.editUser} className={styles.edit}>
          <PencilLine size={16} aria-hidden="true" />
          {t('edit')}
        </Link>
      </header>

      <RentalBanner />
      <FavouritesList />

      <section className={styles.section} aria-labelledby="profile-language">
        <h2 id="profile-language" className={styles.sectionTitle}>
          {t('language')}
        </h2>
        <LanguageSwitcher />
      </section>

      {notifications}

      <ContactSection />
      <p className={styles.version}>{VERSION_LABEL}</p>
    </div>
  );
}
