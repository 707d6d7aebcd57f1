// Unsaved changes are not lost by a slip: leaving the edit page for another screen asks first,
// and closing or reloading the tab gets the browser's own warning. Photos and unit types are
// saved as they change, so only the form's fields are at stake.
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import styles from '../../shared/components/dialog-frame.module.css';
import developmentsPageStyles from './developments-page.module.css';

/** `dirty`: the form has changes; `allowNext()` lets the next navigation through (after a save). */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allowNext: () => {
      dirtyRef.current = false;
    },
  };
}

export function LeaveDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation('developmentsAdmin');
  if (blocker.state !== 'blocked') return null;
  return (
    <ModalDialog alert open onOpenChange={(open) => (open ? undefined : blocker.reset())} className={styles.popup} backdropClassName={styles.backdrop}>
      <ModalDialog.Title className={styles.dialogTitle}>{t('form.leave.title')}</ModalDialog.Title>
      <ModalDialog.Description className={styles.dialogText}>{t('form.leave.body')}</ModalDialog.Description>
      <div className={styles.dialogActions}>
        <ModalDialog.Close className={developmentsPageStyles.secondary}>{t('form.leave.cancel')}</ModalDialog.Close>
        <button type="button" className={developmentsPageStyles.primary} onClick={() => blocker.proceed()}>
          {t('form.leave.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
