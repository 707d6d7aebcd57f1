// The unit chosen on the public plan (issue 22): its facts, and for an available one its unit
// type's page and "ask about this unit" (the contact page with the unit number filled in).
import { ArrowRight, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AvailableUnit } from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import { UnitStatusBadge } from '../../../components/unit-plan/unit-status';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { PATHS, contactAboutUnitPath, propertyDetailPath } from '../../../lib/routes';
import styles from './availability.module.css';

export function ChosenUnit({ unit, slug, price }: { unit: AvailableUnit | null; slug: string; price: string | null }) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  if (!unit) {
    return (
      <aside className={styles.chosen} aria-labelledby="chosen-unit-title">
        <h2 id="chosen-unit-title" className={styles.chosenTitle}>
          {t('availability.chosen.none')}
        </h2>
        <p className={styles.muted}>{t('availability.chosen.hint')}</p>
      </aside>
    );
  }
  return (
    <aside className={styles.chosen} aria-labelledby="chosen-unit-title" data-unit-status={unit.status}>
      <h2 id="chosen-unit-title" className={styles.chosenTitle}>
        {t('availability.chosen.title', { number: unit.number })}
      </h2>
      <UnitStatusBadge status={unit.status} label={t(`availability.status.${unit.status}`)} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('availability.chosen.floor')}</dt>
          <dd>{formatNumber(unit.floor, lang)}</dd>
        </div>
        <div>
          <dt>{t('availability.chosen.type')}</dt>
          <dd>{unit.typology.name}</dd>
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
          <Link className={`${buttonStyles.button} ${buttonStyles.secondary}`} to={PATHS.contactPage}>
            <MessageSquare size={18} aria-hidden="true" /> {t('availability.chosen.askOther')}
          </Link>
        </>
      )}
    </aside>
  );
}
