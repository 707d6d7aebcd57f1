import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttonStyles from '../../components/ui/button.module.css';
import { StatusPage } from './status-page';

/** `framed`: inside the app's frame (an unknown development), else the whole page. */
export function NotFoundPage({ framed = false }: { framed?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      eyebrow={t('notFound.eyebrow')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      framed={framed}
      action={
        <Link to="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {t('actions.backHome')}
        </Link>
      }
    />
  );
}
