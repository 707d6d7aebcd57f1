// /403 (SPEC §2): access denied; the button goes to /home with a token, otherwise to /.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttonStyles from '../../components/ui/button.module.css';
import { forbiddenExit } from '../../lib/guard';
import { useSession } from '../../lib/use-session';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  const { t } = useTranslation('common');
  const { token } = useSession();
  return (
    <StatusPage
      eyebrow={t('forbidden.eyebrow')}
      title={t('forbidden.title')}
      body={t('forbidden.body')}
      action={
        <Link to={forbiddenExit(token)} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {t(token ? 'forbidden.toHome' : 'actions.backHome')}
        </Link>
      }
    />
  );
}
