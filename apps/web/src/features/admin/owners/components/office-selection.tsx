// The unit's furniture package choice as the office runs it (issue 35, decision 059): the unit's
// level, the deadline, and the buyer's latest request; a pending one with a note field and
// "Approve" / "Decline" (an approval sets the level and adds the price to the schedule, which
// reloads). The server's refusal (409: nothing pending any more) is said in its words.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECTION_NOTE_MAX_LENGTH, type Category } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useDialogBusy } from '../../../../components/ui/modal-dialog';
import { useErrorText } from '../../../../lib/error-text';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useDecidePackage } from '../../../../api/selections/decide-package';
import { useUnitSelection } from '../../../../api/selections/get-unit-selection';
import fieldStyles from '../../shared/components/items.module.css';
import { FilePart } from './file-part';
import styles from './owners.module.css';

export function OfficeSelection({ unitId }: { unitId: number }) {
  const { t } = useTranslation('ownerFileOffice');
  const lang = useLanguage();
  const noteId = useId();
  const errorText = useErrorText('ownerFileOffice');
  const selection = useUnitSelection(unitId);
  const decide = useDecidePackage(unitId);
  useDialogBusy(decide.isPending);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const level = (value: Category) => t(`selection.level.${value}`);

  const send = async (approve: boolean) => {
    setProblem(null);
    try {
      const answer = await decide.mutateAsync({ approve, note });
      setNote('');
      notify.toast({ message: answer.message, color: 'success' });
    } catch (error) {
      setProblem(errorText(error, 'selection.failed'));
    }
  };

  return (
    <FilePart title={t('selection.title')} query={selection}>
      {(choice) => {
        const request = choice.request;
        const pending = request?.status === 'pending' ? request : null;
        return (
          <div className={styles.form} data-testid="office-selection">
            <p>
              {t('selection.current', { level: level(choice.package) })}{' '}
              <span className={styles.muted}>
                {choice.deadline === null ? t('selection.noDeadline') : t('selection.deadline', { date: formatDateTime(choice.deadline, lang, choice.time_zone) })}
              </span>
            </p>
            {request ? (
              <p>
                {t(`selection.status.${request.status}`, {
                  level: level(request.package),
                  price: formatMoney(request.price, request.currency, lang),
                  date: formatDateTime(request.decided_at ?? request.requested_at, lang),
                })}
                {request.note ? <span className={styles.muted}> {t('selection.note', { note: request.note })}</span> : null}
              </p>
            ) : (
              <p className={styles.muted}>{t('selection.none')}</p>
            )}
            {pending ? (
              <>
                <div className={fieldStyles.field}>
                  <label htmlFor={noteId} className={fieldStyles.label}>
                    {t('selection.noteLabel')}
                  </label>
                  <textarea id={noteId} className={fieldStyles.textarea} rows={3} maxLength={SELECTION_NOTE_MAX_LENGTH} value={note} onChange={(e) => setNote(e.target.value)} />
                </div>
                <div className={styles.buttons}>
                  <button type="button" className={buttonStyles.button} disabled={decide.isPending} onClick={() => void send(true)}>
                    {t('selection.approve', { level: level(pending.package) })}
                  </button>
                  <button type="button" className={`${buttonStyles.button} ${buttonStyles.quiet}`} disabled={decide.isPending} onClick={() => void send(false)}>
                    {t('selection.decline')}
                  </button>
                </div>
              </>
            ) : null}
            {problem ? (
              <p className={styles.problem} role="alert">
                {problem}
              </p>
            ) : null}
          </div>
        );
      }}
    </FilePart>
  );
}
