import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import styles from './auth-form.module.css';

export function LoginPage({ hero }: { hero: string }) {
  const { t } = useTranslation('signin');
  return (
    <AuthLayout hero={hero} eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
      <LoginForm />
      <p className={styles.alternate}>
        {t('noAccount')} <Link to={PATHS.register}>{t('toRegister')}</Link>
      </p>
    </AuthLayout>
  );
}
