// The way into a unit's file from its page (/property/{id}, issue 34): a quiet card link, shown
// to the unit's buyer only (its user while it is reserved or sold). Whether this account is the
// buyer is read from its own units (GET /getPropertiesByUserId, kept on the device), not from the
// unit's answer: a server-rendered unit page is drawn signed out, without the owner fields.
// It shows how many of the office's messages wait unread.
import { ChevronRight, FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnitUnread } from '../../../api/owner-file/get-unit-unread';
import { useOwnProperties } from '../../../api/properties/get-properties-by-user';
import { ownerFilePath } from '../../../lib/routes';
import { useSession } from '../../../lib/use-session';
import { isUnitBuyer } from '../buyer';
import styles from '../owner.module.css';

export function OwnerFileEntry({ unitId }: { unitId: number }) {
  const { t } = useTranslation('ownerFile');
  const { user } = useSession();
  const own = useOwnProperties();
  const unit = own.data?.find((u) => u.id === unitId);
  const buyer = unit !== undefined && isUnitBuyer(unit, user?.id ?? null);
  // The office's messages not read yet, counted without reading them (the mark stays).
  const unread = useUnitUnread(unitId, { enabled: buyer }).data?.unread ?? 0;
  if (!unit || !buyer) return null;
  return (
    <Link to={ownerFilePath(unit.id)} className={styles.entry}>
      <FolderOpen size={24} aria-hidden="true" className={styles.entryIcon} />
      <span>
        <span className={styles.entryTitle}>{t('entry.title')}</span>
        <span className={styles.entryHint}>{t('entry.hint')}</span>
        {unread > 0 ? <span className={styles.entryUnread}>{t('entry.unread', { count: unread })}</span> : null}
      </span>
      <ChevronRight size={20} aria-hidden="true" />
    </Link>
  );
}
