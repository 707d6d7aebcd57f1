// Clients page (SPEC §2.17, Admin), for the development its address names: Compradas / Disponibles (default Compradas; switching
// reloads), a count, unit cards and a search over unit number and owner. A purchased unit with
// an owner opens its detail; any other opens the assign dialog (SPEC §2.18).
import { Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Property } from '@vitrina/contracts';
import { useLanguage } from '../../../../lib/i18n';
import { useBrandName } from '../../../../lib/brand';
import { formatNumber } from '../../../../lib/format';
import { propertyDetailPath } from '../../../../lib/routes';
import { CLIENT_FILTERS, type ClientFilter } from '../../../../api/admin/client-filter';
import { useClientUnits } from '../../../../api/admin/get-client-units';
import { useDevelopments } from '../../../../api/developments/get-developments';
import { developmentCodeOf, filterUnits, unitsOfDevelopment } from '../../shared/filter';
import { AssignDialog } from './assign-dialog';
import { UnitCard } from './unit-card';
import styles from '../../shared/components/admin.module.css';

/**
 * `unitFile`: a reserved or sold unit's file (issue 34), drawn by the office job that keeps it
 * (admin/owners) and handed in by the route; `close` ends it.
 */
export function ClientsPage({ unitFile }: { unitFile?: { render: (unit: Property, close: () => void) => ReactNode; text: string; name: (unit: Property) => string } }) {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const navigate = useNavigate();
  const searchId = useId();
  const [filter, setFilter] = useState<ClientFilter>('purchased');
  const [query, setQuery] = useState('');
  const [assigning, setAssigning] = useState<Property | null>(null);
  const [filing, setFiling] = useState<Property | null>(null);
  const units = useClientUnits(filter);
  // The development of the address (/clients/{development}): its units only, so a second
  // building's hundreds of units never crowd this one's list.
  const { development = '' } = useParams();
  const developments = useDevelopments();
  const code = developmentCodeOf(development, developments.data ?? []);
  const shown = filterUnits(unitsOfDevelopment(units.data ?? [], code), query);

  function open(unit: Property) {
    if (unit.user) void navigate(propertyDetailPath(unit.id));
    else setAssigning(unit);
  }

  return (
    <div className={styles.page}>
      <title>{`${t('clients.title')} · ${brandName}`}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('clients.title')}</h1>
        <p className={styles.count} aria-live="polite" data-testid="clients-count">
          {units.isSuccess && !developments.isPending ? t('clients.count', { formattedCount: formatNumber(shown.length, lang) }) : ''}
        </p>
      </header>

      <div className={styles.toolbar}>
        <div className={styles.segmented} role="group" aria-label={t('clients.filters')}>
          {CLIENT_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.segment}
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value);
                if (value === filter) void units.refetch();
              }}
            >
              {t(`clients.${value}`)}
            </button>
          ))}
        </div>
        <label className={styles.search} htmlFor={searchId} data-focus-ring="within">
          <Search size={18} aria-hidden="true" />
          <span className={styles.visuallyHidden}>{t('clients.search')}</span>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder={t('clients.search')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </label>
      </div>

      {units.isError ? (
        <p className={styles.error} role="alert">
          {t('clients.loadError')}
        </p>
      ) : units.isPending || developments.isPending ? (
        <ul className={styles.grid} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('clients.empty')}</p>
      ) : (
        <ul className={styles.grid} data-testid="clients-list">
          {shown.map((unit) => (
            <UnitCard
              key={unit.id}
              unit={unit}
              onOpen={open}
              onFile={unitFile ? setFiling : undefined}
              fileLabel={unitFile ? { text: unitFile.text, name: unitFile.name(unit) } : undefined}
            />
          ))}
        </ul>
      )}

      <AssignDialog unit={assigning} onClose={() => setAssigning(null)} />
      {filing && unitFile ? unitFile.render(filing, () => setFiling(null)) : null}
    </div>
  );
}
