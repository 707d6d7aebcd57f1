import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/ui/button.module.css';
import { StatusPage } from './status-page';

/** Shown by the router's error boundary; reloading fetches a fresh copy of the app. */
export function ErrorPage({ framed = false }: { framed?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      eyebrow={t('error.eyebrow')}
      title={t('error.title')}
      body={t('error.body')}
      framed={framed}
      action={
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </button>
      }
    />
  );
}
