// /admin/developments/{slug}/units (Admin, sales team; issue 22): a development's stacking plan —
// the legend with the count per status (each a filter), a unit type filter, the building as a
// grid, and the unit's panel when a cell is chosen. The Admin also gets the bulk tools (generate,
// reprice, import, export). The plan holds a stream of changes and fetches the inventory again
// (If-None-Match) on each event, so a move made elsewhere shows at once; without the stream it
// polls every second (decision 037). The open unit is in the address (`?unit={id}`), so a link —
// a notification of a buyer's request or message (decision 058) — opens the plan on its unit.
import { ArrowLeft, HandCoins, HardHat } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { UNIT_STATUSES, type DevelopmentUnitsAnswer, type InventoryUnit, type UnitStatus } from '@vitrina/contracts';
import { useDevelopmentUnits } from '../../../../api/units/get-development-units';
import { useWatchDevelopmentUnits } from '../../../../api/units/watch-development-units';
import { useBrandName } from '../../../../lib/brand';
import { errorCode } from '../../../../lib/error-text';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { PATHS, adminDevelopmentCollectionsPath, adminDevelopmentNewsPath } from '../../../../lib/routes';
import { useSession } from '../../../../lib/use-session';
import { NO_FILTER, matchesFilter, planLayout, type PlanFilter } from '../plan-model';
import { BulkTools } from './bulk-tools';
import { StackingGrid } from './stacking-grid';
import { UnitPanel, type UnitFileSlot } from './unit-panel';
import pageStyles from '../../shared/components/wide-page.module.css';
import styles from './stacking-plan.module.css';

/**
 * `unitFile`: what the unit's panel shows of a unit's file (documents, schedule, thread) once it has
 * a buyer — handed in by the route (app/routes/stacking-plan.tsx): the file is another office job's.
 * `inboxLink`: the link to the office's inbox of threads (decision 068), drawn with the given class.
 */
export function StackingPlanPage({ slug, unitFile, inboxLink }: { slug: string; unitFile?: UnitFileSlot; inboxLink?: (className: string) => ReactNode }) {
  const { t } = useTranslation(['units', 'validation']);
  const brandName = useBrandName();
  const lang = useLanguage();
  const { type } = useSession();
  const live = useWatchDevelopmentUnits(slug, lang);
  const query = useDevelopmentUnits(slug, lang, { live });
  const data = query.data;
  const name = data?.development.name ?? slug;

  return (
    <div className={pageStyles.page}>
      <title>{`${t('title')} · ${name} · ${brandName}`}</title>
      {type === 'Admin' ? (
        <Link to={PATHS.adminDevelopments} className={pageStyles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('back')}
        </Link>
      ) : null}
      <header className={pageStyles.header}>
        <div className={pageStyles.headerText}>
          <p className={pageStyles.eyebrow}>{data ? `${data.development.code} · ${t('eyebrow')}` : t('eyebrow')}</p>
          <h1 className={`${pageStyles.title} ${styles.title}`} aria-busy={query.isPending}>
            {data ? t('heading', { name }) : t('title')}
          </h1>
          <p className={pageStyles.lead}>{t('lead')}</p>
          <Link to={adminDevelopmentCollectionsPath(slug)} className={styles.collectionsLink}>
            <HandCoins size={18} aria-hidden="true" />
            {t('collectionsLink')}
          </Link>
          <Link to={adminDevelopmentNewsPath(slug)} className={styles.collectionsLink}>
            <HardHat size={18} aria-hidden="true" />
            {t('newsLink')}
          </Link>
          {inboxLink?.(styles.collectionsLink ?? '')}
        </div>
        {type === 'Admin' && data ? <BulkTools slug={slug} answer={data} /> : null}
      </header>
      {data ? (
        <Plan answer={data} unitFile={unitFile} />
      ) : query.isError ? (
        <div className={pageStyles.state} role="alert">
          <p className={pageStyles.problem}>{errorCode(query.error) === 'not_found' ? t('notFound') : t('loadError')}</p>
        </div>
      ) : (
        <p className={pageStyles.state} role="status">
          {t('loading')}
        </p>
      )}
    </div>
  );
}

function Plan({ answer, unitFile }: { answer: DevelopmentUnitsAnswer; unitFile: UnitFileSlot | undefined }) {
  const { t } = useTranslation('units');
  const lang = useLanguage();
  const [filter, setFilter] = useState<PlanFilter>(NO_FILTER);
  const [openId, setOpenId] = useOpenUnitParam();
  // The unit whose panel was open last: the grid's Tab stop, and where focus goes on closing.
  const [lastOpenId, setLastOpenId] = useState<number | null>(null);
  const focusId = openId ?? lastOpenId;
  const focusNumber = focusId === null ? null : (answer.units.find((u) => u.id === focusId)?.number ?? null);
  const layout = useMemo(() => planLayout(answer.units), [answer.units]);
  const typologies = useMemo(() => {
    const seen = new Map<string, string>();
    for (const unit of answer.units) if (!seen.has(unit.typology.code)) seen.set(unit.typology.code, unit.typology.name);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1], lang));
  }, [answer.units, lang]);
  const shown = useMemo(() => answer.units.filter((u) => matchesFilter(u, filter)).length, [answer.units, filter]);
  const openUnit: InventoryUnit | null = openId === null ? null : (answer.units.find((u) => u.id === openId) ?? null);
  const n = (value: number) => formatNumber(value, lang);

  const toggleStatus = (status: UnitStatus) =>
    setFilter((f) => ({ ...f, statuses: f.statuses.includes(status) ? f.statuses.filter((s) => s !== status) : [...f.statuses, status] }));

  if (answer.units.length === 0) return <p className={pageStyles.state}>{t('empty')}</p>;
  return (
    <>
      <section className={styles.controls} aria-label={t('filters.title')}>
        <div>
          <h2 className={styles.filterLabel} id="plan-legend-title">
            {t('legend.title')}
          </h2>
          <ul className={styles.legend} aria-labelledby="plan-legend-title">
            {UNIT_STATUSES.map((status) => (
              <li key={status}>
                <button
                  type="button"
                  className={styles.legendItem}
                  data-status={status}
                  aria-pressed={filter.statuses.includes(status)}
                  aria-label={t('legend.filter', { status: t(`status.${status}`), n: n(answer.counts[status] ?? 0) })}
                  data-testid={`legend-${status}`}
                  onClick={() => toggleStatus(status)}
                >
                  <span className={styles.swatch} aria-hidden="true" />
                  {t(`status.${status}`)}
                  <span className={styles.legendCount} data-testid={`count-${status}`}>
                    {n(answer.counts[status] ?? 0)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <label className={styles.filterLabel} htmlFor="plan-typology">
            {t('filters.typology')}
          </label>
          <select
            id="plan-typology"
            className={styles.select}
            value={filter.typology ?? ''}
            onChange={(event) => setFilter((f) => ({ ...f, typology: event.currentTarget.value || null }))}
          >
            <option value="">{t('filters.allTypes')}</option>
            {typologies.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </section>
      <p className={styles.summary} role="status">
        {shown === answer.units.length ? t('summary.all', { count: shown, n: n(shown) }) : t('summary.some', { count: answer.units.length, shown: n(shown), n: n(answer.units.length) })}
      </p>
      <StackingGrid layout={layout} filter={filter} currency={answer.development.currency} label={t('grid.label', { name: answer.development.name })} onOpen={(unit) => setOpenId(unit.id)} openId={focusId} />
      <UnitPanel
        unit={openUnit}
        open={openId !== null}
        development={answer.development}
        onClose={() => {
          setLastOpenId(openId);
          setOpenId(null);
        }}
        unitFile={unitFile}
        // Opened from a link, the panel had no opener: focus goes to the unit's cell on closing.
        returnFocus={() => (focusNumber === null ? null : document.querySelector<HTMLElement>(`[role="gridcell"][data-unit="${CSS.escape(focusNumber)}"]`))}
      />
    </>
  );
}

/**
 * The unit whose panel is open, kept in the address as `?unit={id}`: read once when the plan opens
 * (a notification's link), then written with `history.replaceState` — not a router navigation,
 * which would run the screen's loaders again at every panel opened or closed. Anything but a
 * positive whole number is no unit.
 */
function useOpenUnitParam(): [number | null, (id: number | null) => void] {
  const [params] = useSearchParams();
  const [id, setId] = useState<number | null>(() => {
    const raw = params.get('unit');
    return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  });
  const open = (next: number | null) => {
    setId(next);
    const url = new URL(window.location.href);
    if (next === null) url.searchParams.delete('unit');
    else url.searchParams.set('unit', String(next));
    // The router's own entry state is kept, so Back and Forward still find their screens.
    window.history.replaceState(window.history.state, '', url);
  };
  return [id, open];
}
