// One card of the clients page (SPEC §2.17): name, number, description and furniture; a
// purchased unit adds its owner and purchase date, an available one says so. Issue 22: a held
// unit says until when, a reserved one says so (its buyer shown as the owner, no date of sale).
// Issue 34: a reserved or sold unit offers its file (the button's words come from the page).
import { CalendarDays, FolderOpen, Mail, Phone, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPurchaseDate, type Property, unitTypeText } from '@vitrina/contracts';
import { useLanguage } from '../../../../lib/i18n';
import { formatDate, formatDateTime } from '../../../../lib/format';
import buttonStyles from '../../../../components/ui/button.module.css';
import { UnitStatusBadge } from '../../../../components/unit-plan/unit-status';
import { FurnitureBadge } from './furniture-badge';
import styles from '../../shared/components/admin.module.css';
import cardStyles from './unit-card.module.css';

/** dd/mm/yyyy in Spanish (read from the ISO text, no time-zone shift); formatDate's form elsewhere (fr dd/mm/yyyy, en 5 March 2026). */
export function purchaseDateText(iso: string | null, language: string | undefined): string {
  if (!iso) return '';
  return language === 'es' || !language ? formatPurchaseDate(iso) : formatDate(`${iso.slice(0, 10)}T00:00:00Z`, language);
}

/** `onFile`: opens the unit's file (issue 34), offered on a reserved or sold unit with its buyer. */
export function UnitCard({ unit, onOpen, onFile, fileLabel }: { unit: Property; onOpen: (unit: Property) => void; onFile?: (unit: Property) => void; fileLabel?: { text: string; name: string } }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const owner = unit.user;
  const hasFile = Boolean(onFile && owner && (unit.status === 'reserved' || unit.status === 'sold'));
  return (
    <li className={cardStyles.item}>
      <button type="button" className={cardStyles.card} data-purchased={owner ? true : undefined} onClick={() => onOpen(unit)}>
        <span className={cardStyles.cardHead}>
          <span className={cardStyles.cardName}>{unit.name}</span>
          <span className={cardStyles.cardNumber}>{t('clients.number', { number: unit.number })}</span>
        </span>
        <span className={cardStyles.cardDescription}>{unitTypeText(unit, lang)}</span>
        <FurnitureBadge furniture={unit.furniture} />
        {unit.status === 'on_hold' || unit.status === 'reserved' ? (
          <UnitStatusBadge
            status={unit.status}
            label={unit.status === 'on_hold' && unit.hold_until ? t('clients.heldUntil', { date: formatDateTime(unit.hold_until, lang) }) : t(`clients.unitStatus.${unit.status}`)}
          />
        ) : null}
        {owner ? (
          <span className={cardStyles.owner}>
            <span className={cardStyles.ownerLine}>
              <UserRound size={16} aria-hidden="true" />
              <span className={styles.visuallyHidden}>{`${t('clients.owner')}: `}</span>
              {owner.name}
            </span>
            <span className={cardStyles.ownerLine}>
              <Phone size={16} aria-hidden="true" />
              <span className={styles.visuallyHidden}>{`${t('clients.phone')}: `}</span>
              {owner.phone ?? t('clients.noPhone')}
            </span>
            <span className={cardStyles.ownerLine}>
              <Mail size={16} aria-hidden="true" />
              <span className={styles.visuallyHidden}>{`${t('clients.email')}: `}</span>
              <span className={cardStyles.breakable}>{owner.email}</span>
            </span>
            {unit.date_buy ? (
              <span className={cardStyles.ownerLine} data-testid="purchase-date">
                <CalendarDays size={16} aria-hidden="true" />
                <span className={styles.visuallyHidden}>{`${t('clients.purchaseDate')}: `}</span>
                {purchaseDateText(unit.date_buy, lang)}
              </span>
            ) : null}
          </span>
        ) : (
          <span className={cardStyles.forSale}>{t('clients.forSale')}</span>
        )}
      </button>
      {hasFile && fileLabel ? (
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} aria-label={fileLabel.name} onClick={() => onFile?.(unit)}>
          <FolderOpen size={18} aria-hidden="true" />
          {fileLabel.text}
        </button>
      ) : null}
    </li>
  );
}
