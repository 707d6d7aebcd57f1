// A confirmation before something that cannot be undone (archive, remove): an alert dialog that
// keeps focus inside, closes on Escape, and shows the server's refusal in place when it fails.
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useState } from 'react';
import styles from './dialog-frame.module.css';

export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  /** Rejects with the text to show; resolves once done (the dialog then closes). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** The refusal to show, when the confirmation failed. */
  errorOf: (error: unknown) => string;
}

export function ConfirmDialog({ title, body, confirm, cancel, onConfirm, onClose, errorOf }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setProblem(errorOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog alert open busy={busy} onOpenChange={(open) => (open ? undefined : onClose())} className={styles.popup} backdropClassName={styles.backdrop}>
      <ModalDialog.Title className={styles.dialogTitle}>{title}</ModalDialog.Title>
      <ModalDialog.Description className={styles.dialogText}>{body}</ModalDialog.Description>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <ModalDialog.Close className={styles.secondary}>{cancel}</ModalDialog.Close>
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void run()}>
          {confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
