// Property cards (SPEC §2.4, §2.8, §2.16): name, description, number, furniture level and a
// 'Ver plano' button opening the floor plan; a tap on the card opens the unit's detail. One
// column below 768 px, a grid above.
import { ArrowRight, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Property } from '@vitrina/contracts';
import { unitTypeText } from '@vitrina/contracts';
import { useLanguage } from '../../../lib/i18n';
import { propertyDetailPath } from '../../../lib/routes';
import dialogStyles from '../../../components/ui/dialog.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { FloorPlan } from './floor-plan';
import styles from './property-list.module.css';

export interface PropertyCard {
  /** The unit the card opens. */
  unit: Property;
  /** Title shown on the card; the unit's name when absent. */
  title?: string;
}

export function PropertyList({ cards, showNumber = true }: { cards: PropertyCard[]; showNumber?: boolean }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const [plan, setPlan] = useState<PropertyCard | null>(null);

  return (
    <>
      <ul className={styles.list} data-testid="property-list">
        {cards.map((card) => {
          const title = card.title ?? card.unit.name;
          const typeLine = unitTypeText(card.unit, lang);
          return (
            <li key={card.unit.id} className={styles.card}>
              <Link to={propertyDetailPath(card.unit.id)} className={styles.cardLink}>
                <span className={styles.name}>{title}</span>
                {/* In en/fr a unit type's card title and its type name can be the same words: said once. */}
                {typeLine !== title ? <span className={styles.description}>{typeLine}</span> : null}
                <span className={styles.meta}>
                  {showNumber ? <span>{t('property.numberShort', { number: card.unit.number })}</span> : null}
                  <span className={styles.furniture} data-level={card.unit.furniture}>
                    {t(`package.${card.unit.furniture}`)}
                  </span>
                </span>
                <ArrowRight className={styles.arrow} size={18} aria-hidden="true" />
              </Link>
              <button type="button" className={styles.planButton} onClick={() => setPlan(card)}>
                {t('property.plan')}
              </button>
            </li>
          );
        })}
      </ul>
      <ModalDialog open={plan !== null} onOpenChange={(open) => (open ? undefined : setPlan(null))} className={`${dialogStyles.popup} ${styles.planPopup}`}>
        <ModalDialog.Close className={styles.close} aria-label={t('property.closePlan')}>
          <X size={20} aria-hidden="true" />
        </ModalDialog.Close>
        <ModalDialog.Title className={dialogStyles.title}>{plan ? (plan.title ?? plan.unit.name) : ''}</ModalDialog.Title>
        <ModalDialog.Description className={dialogStyles.description}>{plan ? unitTypeText(plan.unit, lang) : ''}</ModalDialog.Description>
        {plan ? <FloorPlan description={plan.unit.description} className={styles.plan} /> : null}
      </ModalDialog>
    </>
  );
}
