// "Import" (decision 034): a CSV or XLSX of the units (number, floor, position, typology,
// furniture, size_m2, price, status) → a dry run with what would be created, updated and left
// alone, unknown columns and every wrong cell by line and column (the catalogue import's table)
// → Import, which writes everything or nothing. Statuses are never changed by a file.
import { FileUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_IMPORT_COLUMNS, UNIT_IMPORT_MAX_BYTES, type UnitImportResult } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import statsStyles from '../../../../components/ui/stats.module.css';
import { formatBytes, formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useInvalidateUnits } from '../../../../api/units/bulk-units';
import { importUnits, unitImportRefusal } from '../../../../api/units/units-file';
import { ImportErrors } from '../../shared/components/import-errors';
import { IMPORT_ACCEPT, errorTotal, importProblem } from '../../shared/import-state';
import { Problem } from './dry-run';
import styles from './bulk.module.css';

type Step = { step: 'choose' } | { step: 'checking'; file: File } | { step: 'preview'; file: File; result: UnitImportResult } | { step: 'importing'; file: File; result: UnitImportResult };

const COUNTS = ['create', 'update', 'unchanged'] as const;

export function ImportUnitsDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useTranslation(['units', 'admin']);
  const lang = useLanguage();
  const invalidate = useInvalidateUnits();
  const [state, setState] = useState<Step>({ step: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const n = (value: number) => formatNumber(value, lang);
  useEffect(() => {
    if (state.step === 'preview') heading.current?.focus();
  }, [state.step]);

  const failure = (error: unknown) => {
    const found = importProblem(error);
    return found.detail ?? t(`admin:import.problems.${found.key}.body`, { rows: '', size: formatBytes(UNIT_IMPORT_MAX_BYTES, lang) });
  };

  async function check(file: File) {
    setProblem(null);
    if (file.size === 0 || file.size > UNIT_IMPORT_MAX_BYTES) {
      setProblem(t(file.size === 0 ? 'admin:import.problems.empty.body' : 'units:import.tooLarge', { size: formatBytes(UNIT_IMPORT_MAX_BYTES, lang) }));
      return;
    }
    setState({ step: 'checking', file });
    try {
      setState({ step: 'preview', file, result: await importUnits(slug, file, { dryRun: true, lang }) });
    } catch (error) {
      setState({ step: 'choose' });
      setProblem(failure(error));
    }
  }

  async function confirm() {
    if (state.step !== 'preview') return;
    const { file, result } = state;
    setState({ step: 'importing', file, result });
    try {
      const done = await importUnits(slug, file, { dryRun: false, lang });
      invalidate();
      notify.toast(t('units:import.done', { created: n(done.create), updated: n(done.update) }));
      onClose();
    } catch (error) {
      const refusal = unitImportRefusal(error);
      setState({ step: 'preview', file, result: refusal ?? result });
      setProblem(refusal ? t('admin:import.problems.rowErrors.title') : failure(error));
    }
  }

  const busy = state.step === 'checking' || state.step === 'importing';
  const result = state.step === 'preview' || state.step === 'importing' ? state.result : null;
  const ready = result !== null && errorTotal(result) === 0 && result.create + result.update > 0;

  return (
    <ModalDialog open onOpenChange={(open) => (open ? undefined : onClose())} busy={busy} className={styles.popup}>
      <ModalDialog.Title className={styles.title}>{t('units:import.title')}</ModalDialog.Title>
      <div className={styles.body}>
        <ModalDialog.Description className={styles.muted}>{t('units:import.lead', { columns: UNIT_IMPORT_COLUMNS.join(', ') })}</ModalDialog.Description>
        <label className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.pick}`} data-focus-ring="within">
          <FileUp size={18} aria-hidden="true" />
          {state.step === 'choose' ? t('units:import.choose') : t('admin:import.preview.another')}
          <input
            type="file"
            accept={IMPORT_ACCEPT}
            className={styles.visuallyHidden}
            disabled={busy}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void check(file);
            }}
          />
        </label>
        {busy ? <p role="status">{state.step === 'checking' ? t('admin:import.progress.checking') : t('bulk.working')}</p> : null}
        {result && state.step !== 'choose' ? (
          <section className={styles.body} aria-labelledby="units-import-title">
            <h3 id="units-import-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
              {t('admin:import.preview.title')} · {state.file.name}
            </h3>
            <dl className={`${statsStyles.stats} ${styles.counts}`}>
              {COUNTS.map((kind) => (
                <div key={kind}>
                  <dt>{t(`admin:import.preview.${kind}`)}</dt>
                  <dd data-testid={`units-import-${kind}`}>{n(result[kind])}</dd>
                </div>
              ))}
            </dl>
            {result.unknown_columns.length ? <p className={styles.muted}>{`${t('admin:import.preview.unknownColumns', { count: result.unknown_columns.length })} ${result.unknown_columns.join(', ')}`}</p> : null}
            {errorTotal(result) ? <ImportErrors errors={result.errors} total={errorTotal(result)} fileName={state.file.name} /> : null}
          </section>
        ) : null}
        <Problem text={problem} />
        <div className={styles.actions}>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={!ready || busy} onClick={() => void confirm()}>
            {state.step === 'importing' ? t('bulk.working') : t('units:import.import')}
          </button>
          <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('bulk.cancel')}</ModalDialog.Close>
        </div>
      </div>
    </ModalDialog>
  );
}
