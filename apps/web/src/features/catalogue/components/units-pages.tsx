// The unit lists: /deparments (the owner's own units, SPEC §2.4), /visitor-view (units for
// sale, §2.8) and /topology-{development} (one card per unit type, §2.16). No token: the
// owner's list fetches nothing (SPEC §8).
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_FACTS, displayTypology } from '@vitrina/contracts';
import { useLanguage } from '../../../lib/i18n';
import { waitsForConnection } from '../../../lib/connection';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useOwnProperties } from '../../../api/properties/get-properties-by-user';
import { useVisitorProperties } from '../../../api/properties/get-visitor-properties';
import { NeedsConnection } from '../../../offline/needs-connection';
import { PropertyList, type PropertyCard } from './property-list';
import styles from './property-list.module.css';

/** What a list shows of its query: loading, failed, or never loaded here and offline. */
function listState(units: Parameters<typeof waitsForConnection>[0], enabled = true) {
  const offline = waitsForConnection(units);
  return { pending: units.isPending && enabled && !offline, error: units.isError && !offline, offline };
}

function ListPage({ eyebrow, title, lead, pending, error, offline, empty, cards, showNumber, children }: {
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
      {!pending && !error && !offline && cards.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
      <PropertyList cards={cards} showNumber={showNumber} />
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

const TYPOLOGY_ORDER = ['ESP', 'EG', '1R', '2R', '3R', 'PH'] as const;
type TypologyName = (typeof TYPOLOGY_ORDER)[number];

export function TopologyPage({ menu }: { menu?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const units = useVisitorProperties();
  // One card per unit type: the first unit for sale of each (EPH is shown as ESP).
  const cards = useMemo(() => {
    const seen = new Map<string, PropertyCard>();
    for (const unit of units.data ?? []) {
      const code = displayTypology(unit.typology) as TypologyName;
      if (!seen.has(code) && (TYPOLOGY_ORDER as readonly string[]).includes(code)) seen.set(code, { unit, title: t(`units.typology.${code}`) });
    }
    return TYPOLOGY_ORDER.flatMap((code) => seen.get(code) ?? []);
  }, [units.data, t]);
  return (
    <ListPage
      eyebrow={t('units.topologyEyebrow')}
      title={t('units.topologyTitle')}
      lead={t('units.topologyLead', { studio: formatNumber(PROJECT_FACTS.studioM2, lang), penthouse: formatNumber(PROJECT_FACTS.penthouseM2, lang) })}
      {...listState(units)}
      empty={t('units.visitorEmpty')}
      cards={cards}
      showNumber={false}
    >
      {menu}
    </ListPage>
  );
}
