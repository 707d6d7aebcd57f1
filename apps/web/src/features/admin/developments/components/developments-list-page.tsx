// /admin/developments (Admin, issue 21): every development in the Admin's order — a cover, the
// name, city, status (words and a tint) and units — moved up or down with buttons (saved with
// PUT /developments/order), opened to edit, duplicated or archived. Archived ones are listed
// apart; opening one and choosing another status brings it back.
import { Archive, ArrowDown, ArrowUp, Building2, Copy, LayoutGrid, Pencil, Plus, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminDevelopmentListEntry } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import { useBrandName } from '../../../../lib/brand';
import { useErrorText } from '../../../../lib/error-text';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { PATHS, adminDevelopmentPath, adminDevelopmentUnitsPath } from '../../../../lib/routes';
import { useAdminDevelopments } from '../../../../api/admin-developments/get-admin-developments';
import { useArchiveDevelopment } from '../../../../api/admin-developments/archive-development';
import { useOrderDevelopments } from '../../../../api/admin-developments/order-developments';
import { orderAfterMove } from '../reorder';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { DuplicateDialog } from './duplicate-dialog';
import { StatusPill } from './status-pill';
import { useMoveFocus, type Direction } from '../../shared/use-move-focus';
import styles from './developments-page.module.css';
import developmentsListStyles from './developments-list.module.css';

type Entry = AdminDevelopmentListEntry;

const activeSlugs = (list: readonly Entry[]) => list.filter((d) => d.status !== 'archived').map((d) => d.slug);

export function DevelopmentsListPage() {
  const brandName = useBrandName();
  // The dialogs' field messages (validation) are loaded with the page: a dialog opening must not wait for them.
  const { t } = useTranslation(['developmentsAdmin', 'validation']);
  const list = useAdminDevelopments();
  const entries = list.data ?? [];
  const active = entries.filter((d) => d.status !== 'archived');
  const archived = entries.filter((d) => d.status === 'archived');
  const [duplicating, setDuplicating] = useState<Entry | null>(null);
  const [archiving, setArchiving] = useState<Entry | null>(null);
  const archive = useArchiveDevelopment();
  const errorText = useErrorText('developmentsAdmin');

  return (
    <div className={styles.page}>
      <title>{`${t('title')} · ${brandName}`}</title>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
        <Link to={PATHS.adminDevelopmentNew} className={styles.primary}>
          <Plus size={18} aria-hidden="true" />
          {t('new')}
        </Link>
      </header>

      {list.isError && !list.data ? (
        <div className={styles.status} role="alert">
          <p className={styles.problem}>{t('loadError')}</p>
          <button type="button" className={styles.quiet} onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : list.isPending ? (
        <p className={styles.status} role="status">
          {t('loading')}
        </p>
      ) : entries.length === 0 ? (
        <p className={styles.status}>{t('empty')}</p>
      ) : (
        <>
          <ActiveGroup entries={entries} active={active} onDuplicate={setDuplicating} onArchive={setArchiving} />
          {archived.length > 0 ? (
            <section className={developmentsListStyles.group} aria-labelledby="archived-title">
              <div>
                <h2 id="archived-title" className={developmentsListStyles.groupTitle}>
                  {t('list.archived')}
                </h2>
                <p className={styles.note}>{t('list.archivedHint')}</p>
              </div>
              <ul className={developmentsListStyles.rows}>
                {archived.map((entry) => (
                  <DevelopmentRow key={entry.slug} entry={entry} onDuplicate={setDuplicating} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}

      {duplicating ? <DuplicateDialog source={duplicating} onClose={() => setDuplicating(null)} /> : null}
      {archiving ? (
        <ConfirmDialog
          title={t('archive.title', { name: archiving.name })}
          body={t('archive.body')}
          confirm={t('archive.confirm')}
          cancel={t('archive.cancel')}
          errorOf={(error) => errorText(error, 'archive.error')}
          onClose={() => setArchiving(null)}
          onConfirm={async () => {
            const answer = await archive.mutateAsync(archiving.slug);
            notify.alert({ message: answer.message, type: 'success' });
          }}
        />
      ) : null}
    </div>
  );
}

/** The developments on the site, in the Admin's order, with their up and down buttons. */
function ActiveGroup({ entries, active, onDuplicate, onArchive }: { entries: Entry[]; active: Entry[]; onDuplicate: (entry: Entry) => void; onArchive: (entry: Entry) => void }) {
  const { t } = useTranslation('developmentsAdmin');
  const lang = useLanguage();
  const order = useOrderDevelopments();
  const errorText = useErrorText('developmentsAdmin');
  const focus = useMoveFocus(active.map((d) => d.slug).join('/'));

  const move = (entry: Entry, direction: Direction) => {
    const step = direction === 'up' ? -1 : 1;
    const next = orderAfterMove(entries, entry.slug, step);
    if (!next) return;
    const slugs = activeSlugs(next);
    const position = slugs.indexOf(entry.slug) + 1;
    focus.moved(entry.slug, direction, t('list.moved', { name: entry.name, position: formatNumber(position, lang), total: formatNumber(slugs.length, lang) }));
    order.mutate(
      {
        list: next,
        arrange: (stored) => {
          const moved = orderAfterMove(stored, entry.slug, step);
          return moved ? activeSlugs(moved) : null;
        },
      },
      { onError: (error) => notify.alert({ message: errorText(error, 'list.orderError'), type: 'error' }) },
    );
  };

  if (active.length === 0) return null;
  return (
    <section className={developmentsListStyles.group} aria-labelledby="active-title">
      <div>
        <h2 id="active-title" className={developmentsListStyles.groupTitle}>
          {t('list.active')}
        </h2>
        <p className={styles.note}>{t('list.activeHint')}</p>
      </div>
      <ol className={developmentsListStyles.rows}>
        {active.map((entry, index) => (
          <DevelopmentRow
            key={entry.slug}
            entry={entry}
            onDuplicate={onDuplicate}
            onArchive={onArchive}
            order={
              <div className={developmentsListStyles.order}>
                <button
                  ref={focus.buttonRef(entry.slug, 'up')}
                  type="button"
                  className={styles.iconButton}
                  disabled={index === 0}
                  aria-label={t('list.moveUp', { name: entry.name })}
                  onClick={() => move(entry, 'up')}
                >
                  <ArrowUp size={18} aria-hidden="true" />
                </button>
                <span className={developmentsListStyles.orderPosition}>{t('list.position', { position: formatNumber(index + 1, lang), total: formatNumber(active.length, lang) })}</span>
                <button
                  ref={focus.buttonRef(entry.slug, 'down')}
                  type="button"
                  className={styles.iconButton}
                  disabled={index === active.length - 1}
                  aria-label={t('list.moveDown', { name: entry.name })}
                  onClick={() => move(entry, 'down')}
                >
                  <ArrowDown size={18} aria-hidden="true" />
                </button>
              </div>
            }
          />
        ))}
      </ol>
      <p className={styles.visuallyHidden} role="status">
        {focus.announcement}
      </p>
    </section>
  );
}

function DevelopmentRow({ entry, order, onDuplicate, onArchive }: { entry: Entry; order?: ReactNode; onDuplicate: (entry: Entry) => void; onArchive?: (entry: Entry) => void }) {
  const { t } = useTranslation('developmentsAdmin');
  const lang = useLanguage();
  const archived = entry.status === 'archived';
  const to = adminDevelopmentPath(entry.slug);
  return (
    <li className={developmentsListStyles.row} data-archived={archived ? '' : undefined} data-testid="development-row">
      <div className={developmentsListStyles.thumb}>
        {entry.cover ? (
          <img src={entry.cover.url} srcSet={entry.cover.srcset} sizes="104px" width={entry.cover.width} height={entry.cover.height} alt="" loading="lazy" style={{ backgroundColor: entry.cover.color ?? undefined }} />
        ) : (
          <Building2 size={28} strokeWidth={1.25} aria-hidden="true" />
        )}
      </div>
      <div className={developmentsListStyles.rowText}>
        <h3 className={developmentsListStyles.rowName}>
          <Link to={to}>{entry.name}</Link>
        </h3>
        <p className={developmentsListStyles.rowMeta}>
          <StatusPill status={entry.status} />
          <span>{entry.city}</span>
          <span>{entry.code}</span>
          <span>{t('list.units', { count: entry.units, formatted: formatNumber(entry.units, lang) })}</span>
        </p>
      </div>
      <div className={developmentsListStyles.rowActions}>
        {order}
        <Link to={to} className={styles.outline} aria-label={archived ? t('list.restoreLabel', { name: entry.name }) : t('list.editLabel', { name: entry.name })}>
          {archived ? <RotateCcw size={16} aria-hidden="true" /> : <Pencil size={16} aria-hidden="true" />}
          {archived ? t('list.restore') : t('list.edit')}
        </Link>
        {archived ? null : (
          <Link to={adminDevelopmentUnitsPath(entry.slug)} className={styles.outline} aria-label={t('list.unitsLabel', { name: entry.name })}>
            <LayoutGrid size={16} aria-hidden="true" />
            {t('list.unitsPlan')}
          </Link>
        )}
        <button type="button" className={styles.quiet} aria-label={t('list.duplicateLabel', { name: entry.name })} onClick={() => onDuplicate(entry)}>
          <Copy size={16} aria-hidden="true" />
          {t('list.duplicate')}
        </button>
        {onArchive ? (
          <button type="button" className={styles.quiet} aria-label={t('list.archiveLabel', { name: entry.name })} onClick={() => onArchive(entry)}>
            <Archive size={16} aria-hidden="true" />
            {t('list.archive')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
