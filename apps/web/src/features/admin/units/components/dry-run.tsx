// What the bulk dialogs share (decision 034): a body is sent as a dry run first and its answer
// previewed; the same body is then sent for real. While either is under way the dialog stays open
// (busy); a refused field goes to its field, anything else above the buttons; the preview's
// heading takes focus when it replaces the form, so a screen reader hears it arrive.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../../components/form/use-field-error';
import buttonStyles from '../../../../components/ui/button.module.css';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/field-errors';
import { useInvalidateUnits } from '../../../../api/units/bulk-units';
import styles from './bulk.module.css';

interface DryRunOptions<TBody, TResult> {
  call: (body: TBody, dryRun: boolean) => Promise<TResult>;
  /** The form's placeServerErrors: a dry run's refused fields go to their fields. */
  placeServerErrors: (error: unknown) => string[];
  /** After the real call (the plan reloads by itself). */
  onApplied: (result: TResult) => void;
}

export function useDryRun<TBody, TResult>({ call, placeServerErrors, onApplied }: DryRunOptions<TBody, TResult>) {
  const message = useMessageText();
  const errorText = useErrorText('units');
  const invalidate = useInvalidateUnits();
  const [preview, setPreview] = useState<{ body: TBody; result: TResult } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (preview) heading.current?.focus();
  }, [preview]);

  async function run(body: TBody, dryRun: boolean) {
    setProblem(null);
    setBusy(true);
    try {
      const result = await call(body, dryRun);
      if (dryRun) return setPreview({ body, result });
      invalidate();
      onApplied(result);
    } catch (error) {
      if (dryRun && Object.keys(serverFieldErrors(error)).length) {
        const rest = placeServerErrors(error);
        setProblem(rest.length ? rest.map((m) => message(m)).join(' ') : null);
      } else setProblem(errorText(error, 'bulk.error'));
    } finally {
      setBusy(false);
    }
  }

  return { preview, busy, problem, heading, check: (body: TBody) => run(body, true), apply: () => (preview ? run(preview.body, false) : undefined), back: () => setPreview(null) };
}

/** A failure above the buttons, said at once. */
export function Problem({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.problem} role="alert">
      {text}
    </p>
  ) : null;
}

/** The preview's buttons: apply (the same body, for real) and back to the form. */
export function PreviewButtons({ busy, disabled, label, onApply, onBack }: { busy: boolean; disabled: boolean; label: string; onApply: () => void; onBack: () => void }) {
  const { t } = useTranslation('units');
  return (
    <div className={styles.actions}>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={busy || disabled} onClick={onApply}>
        {busy ? t('bulk.working') : label}
      </button>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={busy} onClick={onBack}>
        {t('bulk.change')}
      </button>
    </div>
  );
}

/** The form's buttons: preview (a dry run) and cancel. */
export function FormButtons({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  const { t } = useTranslation('units');
  return (
    <div className={styles.actions}>
      <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={busy || disabled}>
        {busy ? t('bulk.working') : t('bulk.preview')}
      </button>
      <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('bulk.cancel')}</ModalDialog.Close>
    </div>
  );
}

/** The preview's heading (it takes focus when the preview replaces the form). */
export function PreviewHeading({ id, heading, children }: { id: string; heading: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  return (
    <h3 id={id} className={styles.sectionTitle} tabIndex={-1} ref={heading}>
      {children}
    </h3>
  );
}
