// Stand-in for screens a later issue builds (/login, /register), so every link of the
// landing leads somewhere friendly and translated.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttonStyles from '../../components/ui/button.module.css';
import { StatusPage } from './status-page';

export function ComingSoonPage({ screen }: { screen: 'login' | 'register' }) {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      eyebrow={t('comingSoon.eyebrow')}
      title={t(`comingSoon.${screen}`)}
      body={t('comingSoon.body')}
      action={
        <Link to="/" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
          {t('actions.backHome')}
        </Link>
      }
    />
  );
}
