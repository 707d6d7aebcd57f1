// Leads inbox (Admin): contact-form requests, newest first, with their status (new, contacted,
// closed) and a link to chat or mail the person.
import { Mail, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, chatLink, mailtoLink, type Lead, type LeadStatus } from '@vitrina/contracts';
import { notify } from '../../../components/notifications/notification-service';
import { useBrandName } from '../../../lib/brand';
import { formatDate } from '../../../lib/format';
import { useLeads } from '../api/get-leads';
import { useSetLeadStatus } from '../api/set-lead-status';
import adminStyles from './admin.module.css';
import styles from './leads.module.css';

export function LeadsPage() {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  const leads = useLeads();
  return (
    <div className={adminStyles.page}>
      <title>{`${t('leads.title')} · ${brandName}`}</title>
      <header className={adminStyles.header}>
        <div>
          <p className={adminStyles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 className={adminStyles.title}>{t('leads.title')}</h1>
        </div>
      </header>
      {leads.isError ? (
        <p className={adminStyles.error} role="alert">
          {t('leads.loadError')}
        </p>
      ) : leads.isPending ? null : leads.data.length === 0 ? (
        <p className={adminStyles.empty}>{t('leads.empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="leads">
          {leads.data.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LeadCard({ lead }: { lead: Lead }) {
  const brandName = useBrandName();
  const { t, i18n } = useTranslation('admin');
  const statusId = useId();
  const change = useSetLeadStatus(lead.id);
  const greeting = t('leads.greeting', { name: lead.name, brand: brandName });
  const chat = chatLink(lead.phone, greeting);
  return (
    <li className={styles.card} data-status={lead.status}>
      <div className={styles.head}>
        <span className={styles.name}>{lead.name}</span>
        <span className={styles.date}>{formatDate(lead.created_at, i18n.resolvedLanguage)}</span>
      </div>
      <p className={styles.meta}>
        {[lead.email, lead.phone, lead.area, lead.package, lead.units ? t('leads.units', { count: lead.units }) : null].filter(Boolean).join(' · ')}
      </p>
      {lead.message ? <p className={styles.message}>{lead.message}</p> : null}
      <div className={styles.actions}>
        <label className={styles.status} htmlFor={statusId}>
          <span>{t('leads.status')}</span>
          <select id={statusId} value={lead.status} disabled={change.isPending} onChange={(e) => change.mutate(e.currentTarget.value as LeadStatus, { onError: () => notify.alert({ message: t('leads.statusError'), type: 'error' }) })}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`leads.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        {chat ? (
          <a className={styles.link} href={chat} target="_blank" rel="noopener" aria-label={t('leads.chat', { name: lead.name })}>
            <MessageCircle size={18} aria-hidden="true" />
            {t('leads.chatShort')}
          </a>
        ) : null}
        <a className={styles.link} href={mailtoLink(lead.email, t('leads.subject', { brand: brandName }), greeting)} aria-label={t('leads.mail', { name: lead.name })}>
          <Mail size={18} aria-hidden="true" />
          {t('leads.mailShort')}
        </a>
      </div>
    </li>
  );
}
