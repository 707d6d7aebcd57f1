// The catalogue as a file (issue 13): the inventory's export (CSV or XLSX, from the server,
// with exactly the import's columns) beside the way to the import screen, and the import
// screen's downloads (the template and the current catalogue).
import { Download, FileUp, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ITEM_FILE_FORMATS, type ItemFileFormat } from '@vitrina/contracts';
import buttonStyles from '../../../../components/ui/button.module.css';
import { PATHS } from '../../../../lib/routes';
import type { CatalogueFileKind } from '../../../../api/admin/catalogue-file';
import { useCatalogueDownload } from '../hooks/use-catalogue-download';
import styles from './import.module.css';
import panelStyles from '../../shared/components/import-panel.module.css';
import fileStyles from './catalogue-files.module.css';

function DownloadProblem({ problem }: { problem: ReturnType<typeof useCatalogueDownload>['problem'] }) {
  const { t } = useTranslation('admin');
  if (!problem) return null;
  return (
    <p className={styles.problemLine} role="alert">
      {problem === 'downloadFailed' ? t('import.downloadFailed') : t(`import.problems.${problem}.title`)}
    </p>
  );
}

/**
 * One download. `short` shows only the format (the group's heading names the file); the
 * accessible name is the whole label, which holds that visible text (WCAG 2.5.3).
 */
function DownloadButton({ kind, format, label, downloads, short = false }: { kind: CatalogueFileKind; format: ItemFileFormat; label: string; downloads: ReturnType<typeof useCatalogueDownload>; short?: boolean }) {
  const busy = downloads.busy === `${kind}-${format}`;
  return (
    <button
      type="button"
      className={`${buttonStyles.button} ${short ? panelStyles.fileButton : buttonStyles.secondary}`}
      onClick={() => void downloads.download(kind, format)}
      disabled={downloads.busy !== null}
      aria-busy={busy || undefined}
      aria-label={short ? label : undefined}
    >
      {busy ? <LoaderCircle size={18} aria-hidden="true" className={fileStyles.spin} /> : <Download size={18} aria-hidden="true" />}
      {short ? format : label}
    </button>
  );
}

/** The inventory header's file actions: export CSV, export XLSX (named by their format, the download icon says the rest), import. */
export function CatalogueFileActions() {
  const { t } = useTranslation('admin');
  const downloads = useCatalogueDownload();
  return (
    <div className={fileStyles.headerActions}>
      <div className={fileStyles.headerButtons}>
        <DownloadButton kind="export" format="csv" label={t('inventory.export')} downloads={downloads} short />
        <DownloadButton kind="export" format="xlsx" label={t('import.exportXlsx')} downloads={downloads} short />
        <Link to={PATHS.catalogueImport} className={`${buttonStyles.button} ${buttonStyles.secondary} ${fileStyles.compact}`}>
          <FileUp size={18} aria-hidden="true" />
          {t('import.link')}
        </Link>
      </div>
      <DownloadProblem problem={downloads.problem} />
    </div>
  );
}

/** The template to fill in first, then the catalogue to edit. */
const CATALOGUE_FILE_KINDS: readonly CatalogueFileKind[] = ['template', 'export'];

/** The import screen's downloads: the template to fill in, and the catalogue as it is now. */
export function ImportDownloads() {
  const { t } = useTranslation('admin');
  const downloads = useCatalogueDownload();
  const group = (kind: CatalogueFileKind) => (
    <div key={kind} className={fileStyles.downloadGroup}>
      <h3 className={fileStyles.downloadTitle}>{t(`import.downloads.${kind}.title`)}</h3>
      <p className={panelStyles.asideText}>{t(`import.downloads.${kind}.text`)}</p>
      <div className={fileStyles.formatButtons}>
        {ITEM_FILE_FORMATS.map((format) => (
          <DownloadButton key={format} kind={kind} format={format} label={t(`import.downloads.${kind}.${format}`)} downloads={downloads} short />
        ))}
      </div>
    </div>
  );
  return (
    <section className={panelStyles.asidePanel} aria-labelledby="import-downloads-title">
      <h2 id="import-downloads-title" className={panelStyles.asideHeading}>
        {t('import.downloads.title')}
      </h2>
      {CATALOGUE_FILE_KINDS.map(group)}
      <DownloadProblem problem={downloads.problem} />
    </section>
  );
}
