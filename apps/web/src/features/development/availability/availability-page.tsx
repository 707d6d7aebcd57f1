// A development's public availability (issue 22, decision 034): the building's plan with each
// unit available, reserved or sold (never a buyer), the legend with counts, prices when the
// development publishes them; choosing a unit opens it in a dialog (its type, ask about it).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_UNIT_STATUSES, type AvailabilityAnswer, type AvailableUnit, type DevelopmentDetail } from '@vitrina/contracts';
import { StatusLegend } from '../../../components/unit-plan/status-legend';
import type { GridCell } from '../../../lib/focus/grid-keys';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { DevelopmentMenu } from '../development-menu';
import { ChosenUnitDialog } from './chosen-unit';
import { planLayout } from './plan-layout';
import { UnitPlanGrid } from './unit-plan-grid';
import styles from './availability.module.css';
import pageStyles from '../development.module.css';

/** The first cell with a unit (the grid's first Tab stop). */
function firstCell(rows: { cells: (AvailableUnit | null)[] }[]): GridCell {
  for (const [row, { cells }] of rows.entries()) {
    const col = cells.findIndex((c) => c !== null);
    if (col >= 0) return { row, col };
  }
  return { row: 0, col: 0 };
}

export function AvailabilityPage({ development, plan: answer }: { development: DevelopmentDetail; plan: AvailabilityAnswer }) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  const plan = useMemo(() => planLayout(answer.units), [answer.units]);
  const [active, setActive] = useState<GridCell | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = answer.units.find((u) => u.id === chosenId) ?? null;
  // On the plan the amount alone (the note above names the currency); in the dialog, with it.
  const amount = (unit: AvailableUnit) => (unit.price === null ? null : formatNumber(unit.price, lang, { maximumFractionDigits: 0 }));
  const price = (unit: AvailableUnit) => (unit.price === null ? null : formatPrice(unit.price, answer.development.currency, lang));
  const legend = PUBLIC_UNIT_STATUSES.map((status) => ({
    status,
    label: t(`availability.status.${status}`),
    count: formatNumber(answer.counts[status] ?? 0, lang),
  }));

  return (
    <div className={pageStyles.page}>
      <DevelopmentMenu development={development} />
      <header className={pageStyles.header}>
        <p className={pageStyles.eyebrow}>{development.name}</p>
        <h1 className={pageStyles.title}>{t('availability.title')}</h1>
        <p className={pageStyles.lead}>{t('availability.lead')}</p>
      </header>
      <div className={styles.summary}>
        <StatusLegend entries={legend} label={t('availability.legend')} />
        <p className={styles.muted}>
          {t('availability.chosen.hint')}{' '}
          {answer.development.publish_prices ? t('availability.pricesNote', { currency: answer.development.currency }) : t('availability.noPrices')}
        </p>
      </div>
      {plan.rows.length === 0 ? (
        <p className={styles.muted}>{t('availability.empty')}</p>
      ) : (
        <>
          <UnitPlanGrid
            plan={plan}
            label={t('availability.planLabel', { name: development.name })}
            active={active ?? firstCell(plan.rows)}
            price={amount}
            onActive={setActive}
            onChoose={(unit, at) => {
              setActive(at);
              setChosenId(unit.id);
            }}
          />
          <ChosenUnitDialog unit={chosen} slug={development.slug} price={chosen ? price(chosen) : null} onClose={() => setChosenId(null)} />
        </>
      )}
    </div>
  );
}
