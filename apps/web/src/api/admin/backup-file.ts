// GET /admin/backup and GET /admin/backups/{name} (issue 24, Admin): a backup made now, or a
// kept automatic one, downloaded with the bearer token and named as the server names it.
import type { Language } from '@vitrina/contracts';
import { apiDownload } from '../../lib/api-download';
import { saveFile } from '../../lib/save-file';

/** A backup of a large catalogue takes a while to make: a generous timeout. */
const BACKUP_TIMEOUT_MS = 10 * 60_000;

export async function downloadBackup(name: string | null, { lang, signal }: { lang: Language; signal?: AbortSignal }): Promise<void> {
  const path = name ? `/admin/backups/${encodeURIComponent(name)}` : '/admin/backup';
  const { blob, fileName } = await apiDownload(path, { lang, signal, timeoutMs: BACKUP_TIMEOUT_MS });
  saveFile(blob, fileName ?? name ?? 'vitrina-backup.ndjson.gz');
}
