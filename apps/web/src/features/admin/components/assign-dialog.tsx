// Assign-user dialog (SPEC §2.18): search by name, e-mail or phone; 5 users a page with 5 page
// buttons; a type chip; select or deselect one user; Cancel and Assign. On success the
// server's translated message is shown and the dialog closed. A conflict means another admin
// assigned the unit first: the dialog says so. Either way the clients list reloads (the
// mutation invalidates the unit reads). The search and the pages are the server's (GET
// /users/page, issue 13): one page of 5 travels, never the 10,000 accounts.
import { Check, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGN_DIALOG_PAGE_BUTTONS, ASSIGN_DIALOG_PAGE_SIZE, SEARCH_MAX_LENGTH, type Property, type User } from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import { notify } from '../../../components/notifications/notification-service';
import { ModalDialog, useDialogBusy } from '../../../components/ui/modal-dialog';
import { errorCode, useErrorText } from '../../../lib/error-text';
import { useDebouncedValue } from '../../../lib/lists/use-debounced-value';
import { useAssignUnit } from '../../../api/admin/assign-unit';
import { useUsersPage } from '../../../api/admin/get-users-page';
import { pageCount, pageWindow } from '../filter';
import styles from './assign-dialog.module.css';

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
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<User | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const q = useDebouncedValue(query.trim());
  // The page asked for; the previous page or search stays shown until it comes.
  const users = useUsersPage(q, page);
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

  const found = users.data;
  const pages = pageCount(found?.total ?? 0, ASSIGN_DIALOG_PAGE_SIZE);
  // The page shown is the answer's (the one asked for once it comes).
  const current = found ? Math.floor(found.offset / ASSIGN_DIALOG_PAGE_SIZE) + 1 : page;
  const visible = found?.items ?? [];

  return (
    <>
      <ModalDialog.Title className={styles.title}>{t('assign.title')}</ModalDialog.Title>
      <ModalDialog.Description className={styles.description}>{t('assign.unit', { name: unit.name, number: unit.number })}</ModalDialog.Description>

      <label className={styles.search} htmlFor={searchId} data-focus-ring="within">
        <Search size={18} aria-hidden="true" />
        <span className={styles.visuallyHidden}>{t('assign.search')}</span>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder={t('assign.search')}
          value={query}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setPage(1);
          }}
        />
      </label>

      {users.isError && !found ? (
        <p className={styles.loadError} role="alert">
          {t('assign.loadError')}
        </p>
      ) : users.isPending ? (
        <p className={styles.status} role="status">
          {t('assign.loading')}
        </p>
      ) : visible.length === 0 ? (
        <p className={styles.status} role="status">
          {t('assign.noUsers')}
        </p>
      ) : (
        <ul className={styles.users} aria-label={t('assign.users')} aria-busy={users.isPlaceholderData}>
          {visible.map((user) => {
            const isSelected = selected?.id === user.id;
            return (
              <li key={user.id}>
                <button
                  type="button"
                  className={styles.user}
                  aria-pressed={isSelected}
                  onClick={() => {
                    setSelected(isSelected ? null : user);
                    setProblem(null);
                  }}
                >
                  <span className={styles.check} aria-hidden="true">
                    {isSelected ? <Check size={16} /> : null}
                  </span>
                  <span className={styles.userText}>
                    <span className={styles.userName}>{user.name}</span>
                    <span className={styles.userMeta}>{user.email}</span>
                    <span className={styles.userMeta}>{user.phone ?? t('assign.noPhone')}</span>
                  </span>
                  <span className={styles.chip} data-type={user.type}>
                    {t(`assign.types.${user.type}`)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {pages > 1 && found ? (
        <nav className={styles.pager} aria-label={t('assign.pages')}>
          <button type="button" className={styles.pageButton} aria-label={t('assign.previous')} disabled={current === 1} onClick={() => setPage(current - 1)}>
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          {pageWindow(current, pages, ASSIGN_DIALOG_PAGE_BUTTONS).map((n) => (
            <button
              key={n}
              type="button"
              className={styles.pageButton}
              aria-label={t('assign.page', { page: n })}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => setPage(n)}
            >
              {n}
            </button>
          ))}
          <button type="button" className={styles.pageButton} aria-label={t('assign.next')} disabled={current === pages} onClick={() => setPage(current + 1)}>
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </nav>
      ) : null}

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
