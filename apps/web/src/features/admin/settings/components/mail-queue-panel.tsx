// Settings' mail queue (issue 24, Admin): how many mails wait, are being sent or failed, the
// newest of them (recipient, subject, attempts, the last failure; never the body) and "Send
// again" for a failed or waiting one. Without SMTP_URL it says that mails stay in the outbox.
import { Mail, MailWarning } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../../components/ui/button.module.css';
import { notify } from '../../../../components/notifications/notification-service';
import { useErrorText } from '../../../../lib/error-text';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useMailQueue } from '../../../../api/admin/get-mail-queue';
import { useResendMail } from '../../../../api/admin/resend-mail';
import styles from '../../shared/components/items.module.css';
import settingsStyles from './settings.module.css';

/** A date and its UTC time: 25/11/2026 08:30 UTC. */
export const dateAndTime = (iso: string, lang: string) => `${formatDate(iso, lang)} ${iso.slice(11, 16)} UTC`;

export function MailQueuePanel() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const errorText = useErrorText('admin');
  const base = useId();
  const queue = useMailQueue();
  const resend = useResendMail();

  return (
    <section className={styles.form} aria-labelledby={`${base}-mail`} data-testid="mail-queue">
      <h3 id={`${base}-mail`} className={settingsStyles.heading}>
        {t('settings.mail.title')}
      </h3>
      {queue.isError ? (
        <p className={styles.error} role="alert">
          {t('settings.loadError')}
        </p>
      ) : !queue.data ? (
        <p role="status">{t('assign.loading')}</p>
      ) : (
        <>
          <p className={styles.itemMeta}>
            {queue.data.smtp
              ? t('settings.mail.counts', { queued: queue.data.counts.queued + queue.data.counts.sending, failed: queue.data.counts.failed })
              : t('settings.mail.noSmtp', { count: queue.data.counts.kept })}
          </p>
          {queue.data.mails.length ? (
            <ul className={settingsStyles.codes} aria-label={t('settings.mail.title')}>
              {queue.data.mails.map((mail) => (
                <li key={mail.id} className={settingsStyles.codeEntry} data-failed={mail.status === 'failed' ? '' : undefined}>
                  {mail.status === 'failed' ? <MailWarning size={18} aria-hidden="true" /> : <Mail size={18} aria-hidden="true" />}
                  <span className={styles.itemText}>
                    <span className={styles.itemName}>{`${mail.subject} → ${mail.to}`}</span>
                    <span className={styles.itemMeta}>
                      {t(`settings.mail.status.${mail.status}`)}
                      {' · '}
                      {t('settings.mail.attempts', { count: mail.attempts, date: dateAndTime(mail.queued_at, lang) })}
                      {mail.last_error ? ` · ${mail.last_error}` : ''}
                    </span>
                  </span>
                  {mail.status === 'sending' ? null : (
                    <button
                      type="button"
                      className={`${buttonStyles.button} ${buttonStyles.quiet}`}
                      aria-label={t('settings.mail.resend', { subject: mail.subject, to: mail.to })}
                      disabled={resend.isPending}
                      onClick={() =>
                        resend.mutate(mail.id, {
                          onSuccess: () => notify.alert({ message: t('settings.mail.resent'), type: 'success' }),
                          onError: (error) => notify.alert({ message: errorText(error, 'settings.saveError'), type: 'error' }),
                        })
                      }
                    >
                      {t('settings.mail.resendShort')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : queue.data.smtp ? (
            <p className={styles.itemMeta}>{t('settings.mail.empty')}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
