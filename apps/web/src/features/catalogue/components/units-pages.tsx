// The unit lists: /deparments (the owner's own units, SPEC §2.4), /visitor-view (units for
// sale, §2.8) and /topology-{development} (one card per unit type of the development, §2.16,
// decision 030). No token: the owner's list fetches nothing (SPEC §8).
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DevelopmentDetail } from '@vitrina/contracts';
import { useLanguage } from '../../../lib/i18n';
import { waitsForConnection } from '../../../lib/connection';
import { formatNumber } from '../../../lib/format';
import { sizeRangeOf, unitTypesBySize } from '../../../lib/unit-types';
import { useSession } from '../../../lib/use-session';
import { useOwnProperties } from '../../../api/properties/get-properties-by-user';
import { useVisitorProperties } from '../../../api/properties/get-visitor-properties';
import { NeedsConnection } from '../../../offline/needs-connection';
import { PropertyList, type PropertyCard } from './property-list';
import { UnitTypeList, type UnitTypeCard } from './unit-type-list';
import styles from './property-list.module.css';

/** What a list shows of its query: loading, failed, or never loaded here and offline. */
function listState(units: Parameters<typeof waitsForConnection>[0], enabled = true) {
  const offline = waitsForConnection(units);
  return { pending: units.isPending && enabled && !offline, error: units.isError && !offline, offline };
}

function ListPage({ eyebrow, title, lead, pending, error, offline, empty, cards, showNumber, children, list }: {
  eyebrow: string;
  title: string;
  lead?: string;
  pending: boolean;
  error: boolean;
  offline: boolean;
  empty: string;
  cards: PropertyCard[];
  showNumber?: boolean;
  children?: ReactNode;
  /** Replaces the unit cards (the topology page's unit types). */
  list?: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.page} aria-busy={pending}>
      {children}
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.muted}>{lead}</p> : null}
      {pending ? (
        <p role="status" className={styles.muted}>
          {t('units.loading')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.muted}>
          {t('units.error')}
        </p>
      ) : null}
      {offline ? <NeedsConnection /> : null}
      {!pending && !error && !offline && cards.length === 0 && !list ? <p className={styles.muted}>{empty}</p> : null}
      {list ?? <PropertyList cards={cards} showNumber={showNumber} />}
    </div>
  );
}

export function DepartmentsPage() {
  const { t } = useTranslation('catalogue');
  const { token } = useSession();
  const units = useOwnProperties();
  return (
    <ListPage
      eyebrow={t('units.ownEyebrow')}
      title={t('units.ownTitle')}
      {...listState(units, !!token)}
      empty={t('units.ownEmpty')}
      cards={(units.data ?? []).map((unit) => ({ unit }))}
    />
  );
}

export function VisitorViewPage() {
  const { t } = useTranslation('catalogue');
  const units = useVisitorProperties();
  return (
    <ListPage
      eyebrow={t('units.visitorEyebrow')}
      title={t('units.visitorTitle')}
      {...listState(units)}
      empty={t('units.visitorEmpty')}
      cards={(units.data ?? []).map((unit) => ({ unit }))}
    />
  );
}

export function TopologyPage({ development, menu }: { development: DevelopmentDetail; menu?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const units = useVisitorProperties();
  // Each unit type opens a unit of its type for sale in this development, when there is one.
  const cards = useMemo<UnitTypeCard[]>(
    () =>
      unitTypesBySize(development.typologies).map((type) => ({
        type,
        unit: units.data?.find((unit) => unit.development === development.code && unit.typology === type.code) ?? null,
      })),
    [development, units.data],
  );
  const range = development.facts.min_unit_m2 !== null && development.facts.max_unit_m2 !== null
    ? { min: development.facts.min_unit_m2, max: development.facts.max_unit_m2 }
    : sizeRangeOf(development.typologies);
  const n = (value: number) => formatNumber(value, lang);
  const lead = !range ? undefined : range.min === range.max ? t('units.topologyLeadOne', { size: n(range.min) }) : t('units.topologyLead', { min: n(range.min), max: n(range.max) });
  return (
    <ListPage
      eyebrow={development.city}
      title={t('units.topologyTitle')}
      lead={lead}
      // The unit types are the development's own (already here); only the links wait for the units.
      pending={false}
      error={false}
      offline={false}
      empty={t('unitType.none')}
      cards={[]}
      list={cards.length > 0 ? <UnitTypeList cards={cards} /> : <p className={styles.muted}>{t('unitType.none')}</p>}
    >
      {menu}
    </ListPage>
  );
}
