// /materials/import (Admin, issue 13): the catalogue from a spreadsheet in one step. A chosen
// file is checked at once (a dry run: nothing written) and previewed — what would be created,
// updated and left alone, unknown columns, every wrong cell by line — then imported on
// confirmation, with the upload's progress and the server's work shown, and the result.
import { ArrowLeft, CheckCircle2, CircleAlert, FileSpreadsheet, FileUp, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ITEM_IMPORT_MAX_BYTES, ITEM_IMPORT_MAX_ROWS, type ItemImportResult } from '@vitrina/contracts';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useLanguage } from '../../../../lib/i18n';
import { useBrandName } from '../../../../lib/brand';
import { formatBytes, formatNumber, formatPercent } from '../../../../lib/format';
import { PATHS } from '../../../../lib/routes';
import { useCatalogueImport } from '../hooks/use-catalogue-import';
import { ImportDownloads } from './catalogue-files';
import { ImportColumns } from './import-columns';
import { ImportErrors } from '../../shared/components/import-errors';
import { canImport, errorTotal, IMPORT_ACCEPT, type ImportProblem } from '../../shared/import-state';
import adminStyles from '../../shared/components/admin.module.css';
import itemStyles from '../../shared/components/items.module.css';
import styles from './import.module.css';
import panelStyles from '../../shared/components/import-panel.module.css';
import statsStyles from '../../../../components/ui/stats.module.css';

function useNumber() {
  const lang = useLanguage();
  return (value: number) => formatNumber(value, lang);
}

function Problem({ problem }: { problem: ImportProblem }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const limits = { rows: formatNumber(ITEM_IMPORT_MAX_ROWS, lang), size: formatBytes(ITEM_IMPORT_MAX_BYTES, lang) };
  return (
    <div className={styles.problem} role="alert">
      <CircleAlert size={20} aria-hidden="true" />
      <div>
        <p className={styles.problemTitle}>{t(`import.problems.${problem.key}.title`)}</p>
        <p>{problem.detail ?? t(`import.problems.${problem.key}.body`, limits)}</p>
      </div>
    </div>
  );
}

/** The drop zone of the first step: a label over a hidden file input, so a tap opens the chooser. */
function FileDrop({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <label
      htmlFor={inputId}
      className={`${itemStyles.drop} ${styles.drop}`}
      data-focus-ring="within"
      data-dragging={dragging || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <Upload size={26} aria-hidden="true" />
      <span className={styles.dropText}>{t('import.choose.drop')}</span>
      <span className={styles.dropHint}>{t('import.choose.formats')}</span>
      <HiddenFileInput id={inputId} onFile={onFile} />
    </label>
  );
}

/** The chooser inside a label; emptied after each pick so the same file can be chosen again. */
function HiddenFileInput({ id, onFile }: { id?: string; onFile: (file: File) => void }) {
  return (
    <input
      id={id}
      type="file"
      accept={IMPORT_ACCEPT}
      className={itemStyles.visuallyHidden}
      onChange={(e) => {
        const file = e.currentTarget.files?.[0];
        e.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

/** "Choose another file": a button-looking label that opens the chooser straight away. */
function ChooseAnother({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation('admin');
  return (
    <label className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.pickButton}`} data-focus-ring="within">
      <FileUp size={18} aria-hidden="true" />
      {t('import.preview.another')}
      <HiddenFileInput onFile={onFile} />
    </label>
  );
}

function FileLine({ file }: { file: File }) {
  const lang = useLanguage();
  return (
    <p className={styles.fileLine}>
      <FileSpreadsheet size={18} aria-hidden="true" />
      <span className={styles.fileName}>{file.name}</span>
      <span className={styles.fileSize}>{formatBytes(file.size, lang)}</span>
    </p>
  );
}

const COUNTS = ['create', 'update', 'unchanged'] as const;

/** Three figures: to create, to update, unchanged (or, after the import, created, updated…). */
function Counts({ result, done }: { result: ItemImportResult; done: boolean }) {
  const { t } = useTranslation('admin');
  const n = useNumber();
  const labels = done ? 'import.done' : 'import.preview';
  return (
    <dl className={`${statsStyles.stats} ${styles.counts}`}>
      {COUNTS.map((kind) => (
        <div key={kind} data-kind={kind}>
          <dt>{t(`${labels}.${kind}`)}</dt>
          <dd data-testid={`import-${kind}`}>{n(result[kind])}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ImportPage() {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const n = useNumber();
  const { state, check, confirm, cancel, reset } = useCatalogueImport();
  const blockedId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  // Focus follows the answer (the preview, the result), so a screen reader hears it arrive; and
  // any step that replaced the focused control (the file chooser, Import, Cancel) gives focus to
  // its heading rather than the page's body (decision 031).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const lost = !document.activeElement || document.activeElement === document.body;
    if (state.step === 'preview' || state.step === 'done' || lost) heading.current?.focus();
  }, [state.step]);

  let body: ReactNode;
  switch (state.step) {
    case 'choose':
      body = (
        <>
          <h2 id="import-step-title" ref={heading} tabIndex={-1} className={itemStyles.panelTitle}>
            {t('import.choose.title')}
          </h2>
          <p className={itemStyles.hint}>{t('import.choose.hint', { rows: n(ITEM_IMPORT_MAX_ROWS), size: formatBytes(ITEM_IMPORT_MAX_BYTES, lang) })}</p>
          <FileDrop onFile={check} />
          {state.problem ? <Problem problem={state.problem} /> : null}
        </>
      );
      break;
    case 'checking':
    case 'importing': {
      const sending = state.progress !== null;
      // Only an import still being sent can be stopped: once the server has the file it writes it.
      const cancellable = state.step === 'checking' || sending;
      const changes = state.step === 'importing' ? state.preview.create + state.preview.update : 0;
      const phase = sending ? t('import.progress.sending') : state.step === 'checking' ? t('import.progress.checking') : t('import.progress.writing', { count: changes, n: n(changes) });
      body = (
        <>
          <h2 id="import-step-title" ref={heading} tabIndex={-1} className={itemStyles.panelTitle}>
            {state.step === 'checking' ? t('import.progress.checkTitle') : t('import.progress.importTitle')}
          </h2>
          <FileLine file={state.file} />
          <div className={itemStyles.progressRow}>
            {sending ? (
              <>
                <progress className={itemStyles.progress} max={1} value={state.progress ?? 0} aria-label={t('import.progress.sending')} data-testid="import-upload-progress" />
                <span className={styles.percent}>{formatPercent(state.progress ?? 0, lang)}</span>
              </>
            ) : (
              // No value: an indeterminate bar, the server does not say how far it is.
              <div className={styles.working} role="progressbar" aria-label={phase} data-testid="import-working" />
            )}
          </div>
          <p className={styles.phase} role="status">
            {phase}
          </p>
          {cancellable ? (
            <div className={styles.actions}>
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={cancel}>
                <X size={18} aria-hidden="true" />
                {t('import.progress.cancel')}
              </button>
            </div>
          ) : null}
        </>
      );
      break;
    }
    case 'preview': {
      const { preview } = state;
      const ready = canImport(preview);
      body = (
        <>
          <h2 id="import-step-title" ref={heading} tabIndex={-1} className={`${itemStyles.panelTitle}`}>
            {t('import.preview.title')}
          </h2>
          <FileLine file={state.file} />
          <Counts result={preview} done={false} />
          {preview.unknown_columns.length ? (
            <p className={styles.note}>
              {t('import.preview.unknownColumns', { count: preview.unknown_columns.length })}{' '}
              {preview.unknown_columns.map((column, i) => (
                <span key={column}>
                  {i ? ', ' : null}
                  <code className={panelStyles.columnName}>{column}</code>
                </span>
              ))}
            </p>
          ) : null}
          {state.problem ? <Problem problem={state.problem} /> : null}
          {errorTotal(preview) ? <ImportErrors errors={preview.errors} total={errorTotal(preview)} fileName={state.file.name} /> : null}
          {ready ? <p className={styles.ready}>{t('import.preview.ready', { count: preview.create + preview.update, n: n(preview.create + preview.update) })}</p> : null}
          <div className={styles.actions}>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={confirm} disabled={!ready} aria-describedby={ready ? undefined : blockedId}>
              <FileUp size={18} aria-hidden="true" />
              {t('import.preview.import')}
            </button>
            <ChooseAnother onFile={check} />
          </div>
          {ready ? null : (
            <p id={blockedId} className={itemStyles.hint}>
              {errorTotal(preview) ? t('import.preview.blockedByErrors') : t('import.preview.nothingToChange')}
            </p>
          )}
        </>
      );
      break;
    }
    case 'done':
      body = (
        <>
          <h2 id="import-step-title" ref={heading} tabIndex={-1} className={`${itemStyles.panelTitle} ${styles.doneHeading}`}>
            <CheckCircle2 size={26} aria-hidden="true" />
            {t('import.done.title')}
          </h2>
          <FileLine file={state.file} />
          <Counts result={state.result} done />
          <div className={styles.actions}>
            <Link to={PATHS.inventoryPage} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
              {t('import.done.toInventory')}
            </Link>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={reset}>
              {t('import.done.another')}
            </button>
          </div>
        </>
      );
      break;
  }

  return (
    <div className={adminStyles.page}>
      <title>{`${t('import.title')} · ${brandName}`}</title>
      <header className={adminStyles.header}>
        <div className={styles.intro}>
          <p className={adminStyles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 className={adminStyles.title}>{t('import.title')}</h1>
          <p className={styles.lead}>{t('import.lead')}</p>
        </div>
        <Link to={PATHS.inventoryPage} className={adminStyles.homeLink}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('import.toInventory')}
        </Link>
      </header>
      <div className={styles.layout}>
        <section className={`${itemStyles.panel} ${styles.main}`} aria-labelledby="import-step-title" data-step={state.step}>
          {body}
        </section>
        <div className={styles.aside}>
          <ImportDownloads />
          <ImportColumns />
        </div>
      </div>
    </div>
  );
}
