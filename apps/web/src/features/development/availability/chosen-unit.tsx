// The unit chosen on the public plan (issue 22), in a dialog (focus returns to its cell): its
// facts, and for an available one "ask about this unit" (the contact page with the unit number
// filled in) and its unit type's page (the unit's show room, as the unit-type cards open).
import { ArrowRight, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AvailableUnit } from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import dialogStyles from '../../../components/ui/dialog.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { UnitStatusBadge } from '../../../components/unit-plan/unit-status';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { PATHS, contactAboutUnitPath, propertyDetailPath } from '../../../lib/routes';
import styles from './availability.module.css';

interface Props {
  unit: AvailableUnit | null;
  slug: string;
  price: string | null;
  onClose: () => void;
}

export function ChosenUnitDialog({ unit, slug, price, onClose }: Props) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  return (
    <ModalDialog open={unit !== null} onOpenChange={(open) => (open ? undefined : onClose())} className={`${dialogStyles.popup} ${styles.chosen}`} backdropClassName={dialogStyles.backdrop}>
      {unit ? (
        <>
          <div className={styles.chosenHead}>
            <ModalDialog.Title className={styles.chosenTitle}>{t('availability.chosen.title', { number: unit.number })}</ModalDialog.Title>
            <UnitStatusBadge status={unit.status} label={t(`availability.status.${unit.status}`)} />
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('availability.chosen.type')}</dt>
              <dd>{unit.typology.name}</dd>
            </div>
            <div>
              <dt>{t('availability.chosen.floor')}</dt>
              <dd>{formatNumber(unit.floor, lang)}</dd>
            </div>
            <div>
              <dt>{t('availability.chosen.size')}</dt>
              <dd>{t('availability.chosen.sizeValue', { size: formatNumber(unit.size_m2, lang) })}</dd>
            </div>
            {price ? (
              <div>
                <dt>{t('availability.chosen.price')}</dt>
                <dd>{price}</dd>
              </div>
            ) : null}
          </dl>
          {unit.status === 'available' ? (
            <div className={styles.actions}>
              <Link className={`${buttonStyles.button} ${buttonStyles.primary}`} to={contactAboutUnitPath(unit.number, slug)}>
                <MessageSquare size={18} aria-hidden="true" /> {t('availability.chosen.ask')}
              </Link>
              <Link className={`${buttonStyles.button} ${buttonStyles.secondary}`} to={propertyDetailPath(unit.id)}>
                {t('availability.chosen.seeType')} <ArrowRight size={18} aria-hidden="true" />
              </Link>
            </div>
          ) : (
            <>
              <p className={styles.muted}>{t('availability.chosen.unavailable')}</p>
              <div className={styles.actions}>
                <Link className={`${buttonStyles.button} ${buttonStyles.secondary}`} to={PATHS.contactPage}>
                  <MessageSquare size={18} aria-hidden="true" /> {t('availability.chosen.askOther')}
                </Link>
              </div>
            </>
          )}
          <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.quiet}`}>{t('availability.chosen.close')}</ModalDialog.Close>
        </>
      ) : null}
    </ModalDialog>
  );
}
