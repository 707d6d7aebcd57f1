// "Download for offline" on a unit's show room (issue 12): one tap keeps the unit's items of
// every package, with their pictures, on this device; a progress bar (n of N, size) with a
// cancel while it runs; afterwards the space it takes and a way to remove it. The one button of
// each state is one element (key "action"): pressing Download, Cancel or Remove leaves focus on
// the button that replaces it, not on the page's body (decision 031).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Download, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@vitrina/contracts';
import buttonStyles from '../components/ui/button.module.css';
import { useLanguage } from '../lib/i18n';
import { useOnline } from '../lib/connection';
import { formatBytes, formatDate, formatNumber } from '../lib/format';
import { queryKeys } from '../lib/query-keys';
import { useSession } from '../lib/use-session';
import type { DownloadProgress } from './downloads';
import { readDownload } from './download-records';
import styles from './offline.module.css';

const loadDownloads = () => import('./downloads');

type Run = { state: 'idle' } | { state: 'running'; progress: DownloadProgress } | { state: 'failed' };

export function DownloadUnit({ unit }: { unit: Property }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const online = useOnline();
  const { user } = useSession();
  const unitId = String(unit.id);
  const key = queryKeys.downloads.unit(unitId);
  const saved = useQuery({
    queryKey: key,
    queryFn: async () => (await readDownload(unitId)) ?? null,
    networkMode: 'always',
    staleTime: Infinity,
  });
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setRun({ state: 'running', progress: { done: 0, total: 1, bytes: 0 } });
    try {
      const { downloadUnit } = await loadDownloads();
      const record = await downloadUnit(queryClient, unit, {
        userId: user?.id ?? null,
        signal: controller.signal,
        onProgress: (progress) => setRun({ state: 'running', progress }),
      });
      queryClient.setQueryData(key, record);
      setRun({ state: 'idle' });
    } catch (error) {
      setRun(controller.signal.aborted ? { state: 'idle' } : { state: 'failed' });
      if (!controller.signal.aborted) console.warn('download for offline failed', error);
    }
  }

  async function remove() {
    await (await loadDownloads()).removeDownload(unitId);
    queryClient.setQueryData(key, null);
  }

  if (run.state === 'running') {
    const { done, total, bytes } = run.progress;
    const label = t('offline.download.progress', { done: formatNumber(done, lang), total: formatNumber(total, lang), size: formatBytes(bytes, lang) });
    return (
      <div className={styles.download} data-testid="download-unit">
        <p className={styles.downloadText} id="download-progress-label">
          {label}
        </p>
        <progress className={styles.progress} value={done} max={total} aria-labelledby="download-progress-label" />
        <button key="action" type="button" className={`${buttonStyles.button} ${buttonStyles.quiet}`} onClick={() => abort.current?.abort()}>
          {t('offline.download.cancel')}
        </button>
      </div>
    );
  }

  if (saved.data) {
    return (
      <div className={styles.download} data-testid="download-unit">
        <p className={styles.downloadText}>
          <CheckCircle2 size={18} aria-hidden="true" className={styles.downloadIcon} />
          {t('offline.download.saved', { size: formatBytes(saved.data.bytes, lang), date: formatDate(saved.data.savedAt, lang) })}
        </p>
        <button key="action" type="button" className={`${buttonStyles.button} ${buttonStyles.quiet}`} onClick={() => void remove()}>
          <Trash2 size={16} aria-hidden="true" />
          {t('offline.download.remove')}
        </button>
      </div>
    );
  }

  // Nothing to download from without a connection. While this device's record is read (and
  // on the server) the button holds its place, so nothing moves when the record arrives.
  if (!online) return null;
  return (
    <div className={styles.download} data-testid="download-unit">
      {run.state === 'failed' ? (
        <p className={styles.downloadText} role="alert">
          {t('offline.download.failed')}
        </p>
      ) : null}
      <button key="action" type="button" className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.downloadButton}`} onClick={() => void start()}>
        <Download size={18} aria-hidden="true" />
        {t('offline.download.start')}
      </button>
    </div>
  );
}
