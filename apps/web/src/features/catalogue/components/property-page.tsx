// /property and /property/{id} (SPEC §2.5): name, description, number, furniture level, the
// unit's floor plan chosen by its description, a button to the show room for this unit, back.
import { ArrowLeft, Sofa } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_SHOW_ROOM_PROPERTY_ID, displayTypology, unitTypeText, type Property } from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import { useLanguage } from '../../../lib/i18n';
import { isConnectionError, waitsForConnection } from '../../../lib/connection';
import { PATHS } from '../../../lib/routes';
import { NeedsConnection } from '../../../offline/needs-connection';
import { useProperty } from '../../../api/properties/get-property';
import { storePropertyData, useStoredPropertyData } from '../property-data';
import { FloorPlan } from './floor-plan';
import styles from './property.module.css';
import factStyles from '../../../components/ui/facts.module.css';

/** `more(unit)`: what the screen adds under the show room's button (the buyer's way into their file, issue 34). */
export function PropertyPage({ id, more }: { id: string | undefined; more?: (unit: Property) => ReactNode }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const navigate = useNavigate();
  const stored = useStoredPropertyData();
  const unitId = id ?? stored.id ?? DEFAULT_SHOW_ROOM_PROPERTY_ID;
  const property = useProperty(unitId);
  const unit = property.data;
  const offline = waitsForConnection(property);

  function back() {
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate(PATHS.homePage);
  }

  function openShowRoom() {
    if (!unit) return;
    storePropertyData(unit);
    void navigate(`${PATHS.showRoom}?property=${unit.id}`);
  }

  return (
    <article className={styles.page} aria-busy={property.isPending && !offline}>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.quiet} ${styles.back}`} onClick={back}>
        <ArrowLeft size={18} aria-hidden="true" />
        {t('item.back')}
      </button>
      {offline ? <NeedsConnection /> : null}
      {property.isPending && !offline ? (
        <p role="status" className={styles.muted}>
          {t('property.loading')}
        </p>
      ) : null}
      {(property.isError && !isConnectionError(property.error)) || unit === null ? <h1 className={styles.title}>{t('property.notFound')}</h1> : null}
      {unit ? (
        <div className={styles.layout}>
          <div className={styles.planFrame}>
            <FloorPlan description={unit.description} className={styles.plan} />
          </div>
          <div className={styles.body}>
            <p className={styles.eyebrow}>{t('property.eyebrow')}</p>
            <h1 className={styles.title}>{unit.name}</h1>
            <p className={styles.description}>{unitTypeText(unit, lang)}</p>
            <dl className={`${factStyles.facts} ${styles.facts}`}>
              <div>
                <dt>{t('property.number')}</dt>
                <dd>{unit.number}</dd>
              </div>
              <div>
                <dt>{t('property.furniture')}</dt>
                <dd>{t(`package.${unit.furniture}`)}</dd>
              </div>
              <div>
                <dt>{t('property.typology')}</dt>
                <dd>{displayTypology(unit.typology)}</dd>
              </div>
              <div>
                <dt>{t('property.size')}</dt>
                <dd>{unit.size}</dd>
              </div>
            </dl>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={openShowRoom}>
              <Sofa size={18} aria-hidden="true" />
              {t('property.showRoom')}
            </button>
            {more?.(unit)}
          </div>
        </div>
      ) : null}
    </article>
  );
}
