// The assign dialog's person search (SPEC §2.18), shared with the stacking plan's reserve and
// sell (issue 22): search by name, e-mail or phone; 5 people a page with 5 page buttons; a type
// chip; select or deselect one. The search and the pages are the server's (GET /users/page).
import { Check, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGN_DIALOG_PAGE_BUTTONS, ASSIGN_DIALOG_PAGE_SIZE, SEARCH_MAX_LENGTH, type User } from '@vitrina/contracts';
import { useDebouncedValue } from '../../../../lib/lists/use-debounced-value';
import { useUsersPage } from '../../../../api/admin/get-users-page';
import { pageCount, pageWindow } from '../filter';
import styles from './assign-dialog.module.css';

export function PersonSearch({ selected, onSelect }: { selected: User | null; onSelect: (user: User | null) => void }) {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(query.trim());
  // The page asked for; the previous page or search stays shown until it comes.
  const users = useUsersPage(q, page);
  const found = users.data;
  const pages = pageCount(found?.total ?? 0, ASSIGN_DIALOG_PAGE_SIZE);
  // The page shown is the answer's (the one asked for once it comes).
  const current = found ? Math.floor(found.offset / ASSIGN_DIALOG_PAGE_SIZE) + 1 : page;
  const visible = found?.items ?? [];

  return (
    <>
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
                  onClick={() => onSelect(isSelected ? null : user)}
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

    </>
  );
}
