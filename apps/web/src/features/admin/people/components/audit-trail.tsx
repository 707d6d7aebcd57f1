// A unit's audit trail for Admins (GET /properties/{id}/audit): who assigned it to whom, and
// when, newest first. Mounted on the unit's detail screen when the user is an Admin.
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n';
import { formatDate } from '../../../../lib/format';
import { useUnitAudit } from '../../../../api/admin/get-unit-audit';
import styles from './leads.module.css';

const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
const formatTime = (iso: string, lang?: string) => new Date(iso).toLocaleTimeString(lang, TIME);

export function AuditTrail({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const audit = useUnitAudit(propertyId);
  const who = (person: { name: string } | null) => person?.name ?? t('audit.deleted');
  return (
    <section aria-labelledby={`audit-${propertyId}`} className={styles.list}>
      <h2 id={`audit-${propertyId}`} className={styles.name}>
        {t('audit.title')}
      </h2>
      {audit.isError ? (
        <p role="alert">{t('audit.loadError')}</p>
      ) : audit.isPending ? null : audit.data.length === 0 ? (
        <p className={styles.meta}>{t('audit.empty')}</p>
      ) : (
        <ol className={styles.list} data-testid="audit-trail">
          {audit.data.map((entry) => (
            <li key={entry.id} className={styles.card}>
              <span className={styles.head}>
                <span>
                  <History size={16} aria-hidden="true" />{' '}
                  {entry.action === 'assign_unit'
                    ? t('audit.assigned', { actor: who(entry.actor), user: who(entry.user) })
                    : t('audit.other', { actor: who(entry.actor), action: entry.action })}
                </span>
                <time className={styles.date} dateTime={entry.created_at}>
                  {`${formatDate(entry.created_at, lang)} ${formatTime(entry.created_at, lang)}`}
                </time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
