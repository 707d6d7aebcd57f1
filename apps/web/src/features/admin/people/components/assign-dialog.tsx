// Assign-user dialog (SPEC §2.18): search by name, e-mail or phone; 5 users a page with 5 page
// buttons; a type chip; select or deselect one user; Cancel and Assign. On success the
// server's translated message is shown and the dialog closed. A conflict means another admin
// assigned the unit first: the dialog says so. Either way the clients list reloads (the
// mutation invalidates the unit reads). The search and the pages are the server's (GET
// /users/page, issue 13): one page of 5 travels, never the 10,000 accounts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property, User } from '@vitrina/contracts';
import buttonStyles from '../../../../components/ui/button.module.css';
import { notify } from '../../../../components/notifications/notification-service';
import { ModalDialog, useDialogBusy } from '../../../../components/ui/modal-dialog';
import { errorCode, useErrorText } from '../../../../lib/error-text';
import { useAssignUnit } from '../../../../api/admin/assign-unit';
import { PersonSearch } from '../../shared/components/person-search';
import styles from '../../shared/components/assign-dialog.module.css';

interface Props {
  unit: Property | null;
  onClose: () => void;
}

export function AssignDialog({ unit, onClose }: Props) {
  return (
    <ModalDialog open={unit !== null} onOpenChange={(open) => (open ? undefined : onClose())} className={styles.popup} backdropClassName={styles.backdrop}>
      {unit ? <AssignForm key={unit.id} unit={unit} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function AssignForm({ unit, onClose }: { unit: Property; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText('admin');
  const [selected, setSelected] = useState<User | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const assignment = useAssignUnit();
  useDialogBusy(assignment.isPending);

  function assign(user: User) {
    assignment.mutate(
      { propertyId: unit.id, userId: user.id },
      {
        onSuccess: (answer) => {
          notify.alert({ message: answer.message, type: 'success' });
          onClose();
        },
        onError: (error) => {
          if (errorCode(error) === 'conflict') return setProblem(t('assign.conflict'));
          const message = errorText(error, 'assign.error');
          setProblem(message);
          notify.alert({ message, type: 'error' });
        },
      },
    );
  }

  return (
    <>
      <ModalDialog.Title className={styles.title}>{t('assign.title')}</ModalDialog.Title>
      <ModalDialog.Description className={styles.description}>{t('assign.unit', { name: unit.name, number: unit.number })}</ModalDialog.Description>

      <PersonSearch
        selected={selected}
        onSelect={(user) => {
          setSelected(user);
          setProblem(null);
        }}
      />

      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}

      <div className={styles.actions}>
        <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('assign.cancel')}</ModalDialog.Close>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          disabled={!selected || assignment.isPending}
          onClick={() => selected && assign(selected)}
        >
          {assignment.isPending ? t('assign.assigning') : t('assign.assign')}
        </button>
      </div>
    </>
  );
}
