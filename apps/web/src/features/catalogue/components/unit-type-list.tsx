// A development's unit types (SPEC §2.16, decision 030): one card each, smallest first — its
// cover, name, description, size and bedrooms; a tap opens a unit of that type for sale, when
// there is one; 'Ver plano' opens its floor plan: a picture in a dialog, a PDF in a new tab, or
// (none uploaded) the plan drawn from its description.
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ArrowRight, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Property, PublicTypology } from '@vitrina/contracts';
import dialogStyles from '../../../components/ui/dialog.module.css';
import { Picture } from '../../../components/picture/picture';
import { useLanguage } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/format';
import { propertyDetailPath } from '../../../lib/routes';
import { FloorPlan } from './floor-plan';
import styles from './property-list.module.css';

export interface UnitTypeCard {
  type: PublicTypology;
  /** A unit of this type for sale, which the card opens; none: the card is not a link. */
  unit: Property | null;
}

const COVER_SIZES = '(min-width: 1152px) 340px, (min-width: 768px) 45vw, 92vw';
const PLAN_SIZES = '(min-width: 768px) 40rem, 92vw';

export function UnitTypeList({ cards }: { cards: UnitTypeCard[] }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const [plan, setPlan] = useState<PublicTypology | null>(null);

  return (
    <>
      <ul className={styles.list} data-testid="unit-type-list">
        {cards.map(({ type, unit }) => {
          const text = (
            <>
              <span className={styles.name}>{type.name}</span>
              {type.description !== type.name ? <span className={styles.description}>{type.description}</span> : null}
              <span className={styles.meta}>
                <span>{t('unitType.size', { size: formatNumber(type.size_m2, lang) })}</span>
                {/* A studio (no bedroom) is said by its name. */}
                {type.bedrooms > 0 ? <span>{t('unitType.bedrooms', { count: type.bedrooms })}</span> : null}
              </span>
            </>
          );
          const floorPlan = type.floor_plan;
          return (
            <li key={type.id} className={styles.card} data-testid={`unit-type-${type.code}`}>
              {type.cover ? (
                <div className={styles.cover}>
                  <Picture className={styles.coverImage} picture={type.cover} alt="" sizes={COVER_SIZES} />
                </div>
              ) : null}
              {unit ? (
                <Link to={propertyDetailPath(unit.id)} className={styles.cardLink}>
                  {text}
                  <ArrowRight className={styles.arrow} size={18} aria-hidden="true" />
                </Link>
              ) : (
                <div className={styles.cardText}>{text}</div>
              )}
              {floorPlan?.kind === 'pdf' ? (
                <a className={styles.planButton} href={floorPlan.url} target="_blank" rel="noopener" aria-label={t('unitType.planOf', { name: type.name })}>
                  {t('property.plan')}
                </a>
              ) : (
                <button type="button" className={styles.planButton} onClick={() => setPlan(type)} aria-label={t('unitType.planOf', { name: type.name })}>
                  {t('property.plan')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ModalDialog open={plan !== null} onOpenChange={(open) => (open ? undefined : setPlan(null))} className={`${dialogStyles.popup} ${styles.planPopup}`}>
        <ModalDialog.Close className={styles.close} aria-label={t('property.closePlan')}>
          <X size={20} aria-hidden="true" />
        </ModalDialog.Close>
        <ModalDialog.Title className={dialogStyles.title}>{plan?.name ?? ''}</ModalDialog.Title>
        <ModalDialog.Description className={dialogStyles.description}>{plan?.description ?? ''}</ModalDialog.Description>
        {plan?.floor_plan?.kind === 'image' ? (
          <Picture className={styles.plan} picture={plan.floor_plan.picture} alt={t('unitType.planAlt', { name: plan.name })} sizes={PLAN_SIZES} priority />
        ) : plan ? (
          <FloorPlan description={plan.description} className={styles.plan} />
        ) : null}
      </ModalDialog>
    </>
  );
}
