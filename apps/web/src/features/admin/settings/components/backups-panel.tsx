// Settings' backups (issue 24, Admin): a backup made now and downloaded; the automatic backups
// of the embedded database with their size and date, each downloadable; the last failure,
// shown until the next success. On PostgreSQL it says how to back it up instead.
import { DatabaseBackup, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useErrorText } from '../../../../lib/error-text';
import { formatBytes } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { downloadBackup } from '../../../../api/admin/backup-file';
import { useBackups } from '../../../../api/admin/get-backups';
import { dateAndTime } from './mail-queue-panel';
import styles from '../../shared/components/items.module.css';
import settingsStyles from './settings.module.css';

export function BackupsPanel() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const errorText = useErrorText('admin');
  const base = useId();
  const backups = useBackups();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (name: string | null) => {
    setBusy(name ?? 'now');
    setFailure(null);
    try {
      await downloadBackup(name, { lang });
      if (!name) void backups.refetch();
    } catch (error) {
      setFailure(errorText(error, 'settings.backups.downloadError'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.form} aria-labelledby={`${base}-backups`} data-testid="backups">
      <h3 id={`${base}-backups`} className={settingsStyles.heading}>
        {t('settings.backups.title')}
      </h3>
      <div>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={busy !== null} onClick={() => void download(null)}>
          <Download size={18} aria-hidden="true" />
          {busy === 'now' ? t('settings.backups.making') : t('settings.backups.downloadNow')}
        </button>
      </div>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      {backups.isError ? (
        <p className={styles.error} role="alert">
          {t('settings.loadError')}
        </p>
      ) : !backups.data ? (
        <p role="status">{t('assign.loading')}</p>
      ) : (
        <>
          {backups.data.last_failure ? (
            <p className={styles.error} role="alert">
              {t('settings.backups.failed', { date: dateAndTime(backups.data.last_failure.at, lang), message: backups.data.last_failure.message })}
            </p>
          ) : null}
          <p className={styles.itemMeta}>
            {backups.data.automatic
              ? t('settings.backups.automatic', { hours: backups.data.every_hours, keep: backups.data.keep, next: backups.data.next_at ? dateAndTime(backups.data.next_at, lang) : '—' })
              : t('settings.backups.noAutomatic')}
          </p>
          {backups.data.files.length ? (
            <ul className={settingsStyles.codes} aria-label={t('settings.backups.list')}>
              {backups.data.files.map((file) => (
                <li key={file.name} className={settingsStyles.codeEntry}>
                  <DatabaseBackup size={18} aria-hidden="true" />
                  <span className={styles.itemText}>
                    <span className={styles.itemName}>{dateAndTime(file.created_at, lang)}</span>
                    <span className={styles.itemMeta}>{`${formatBytes(file.size, lang)} · ${file.name}`}</span>
                  </span>
                  <button
                    type="button"
                    className={`${buttonStyles.button} ${buttonStyles.quiet}`}
                    aria-label={t('settings.backups.download', { date: dateAndTime(file.created_at, lang) })}
                    disabled={busy !== null}
                    onClick={() => void download(file.name)}
                  >
                    {t('settings.backups.downloadShort')}
                  </button>
                </li>
              ))}
            </ul>
          ) : backups.data.automatic ? (
            <p className={styles.itemMeta}>{t('settings.backups.none')}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
