// /materials/inventory (Admin): the catalogue as a table by category, typology and room, with
// quantities and totals, items without an image flagged, a search, and the catalogue's file
// actions (the server's export, the import screen: catalogue-files.tsx). At
// catalogue scale (issue 13) the totals and groups come from GET /items/summary and the rows
// from GET /items/page, a window at a time, searched on the server; the table draws only the
// rows on screen (inventory-table.tsx).
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '@vitrina/contracts';
import { useLanguage } from '../../../../lib/i18n';
import { useBrandName } from '../../../../lib/brand';
import { formatNumber } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/lists/use-debounced-value';
import { PAGE_ROWS } from '../../../../lib/lists/window-math';
import { itemsPageQueryOptions } from '../../../../api/admin/get-items-page';
import { useInventorySummary } from '../../../../api/admin/get-inventory-summary';
import { CatalogueFileActions } from './catalogue-files';
import { InventoryTable } from './inventory-table';
import adminStyles from '../../shared/components/admin.module.css';
import styles from './inventory.module.css';
import statsStyles from '../../../../components/ui/stats.module.css';

export function InventoryPage() {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim());
  // The previous search's totals and rows stay until the new search's come (placeholder).
  const summary = useInventorySummary(q);
  // The search's first rows are asked for beside its totals, not after them: one round trip.
  useQuery(itemsPageQueryOptions({ q, offset: 0, limit: PAGE_ROWS }, lang));
  const view = summary.data;
  const searching = summary.isPlaceholderData || q !== query.trim();

  return (
    <div className={adminStyles.page}>
      <title>{`${t('inventory.title')} · ${brandName}`}</title>
      <header className={adminStyles.header}>
        <div>
          <p className={adminStyles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 className={adminStyles.title}>{t('inventory.title')}</h1>
        </div>
        <CatalogueFileActions />
      </header>
      <dl className={`${statsStyles.stats} ${styles.stats}`} aria-busy={searching || summary.isPending}>
        <div>
          <dt>{t('inventory.items')}</dt>
          <dd data-testid="inventory-items">{view ? formatNumber(view.items, lang) : '—'}</dd>
        </div>
        <div>
          <dt>{t('inventory.pieces')}</dt>
          <dd data-testid="inventory-total">{view ? formatNumber(view.pieces, lang) : '—'}</dd>
        </div>
        <div>
          <dt>{t('inventory.withoutImage')}</dt>
          <dd data-testid="inventory-missing">{view ? formatNumber(view.without_image, lang) : '—'}</dd>
        </div>
      </dl>
      <label className={adminStyles.search} htmlFor={searchId} data-focus-ring="within">
        <Search size={18} aria-hidden="true" />
        <span className={adminStyles.visuallyHidden}>{t('inventory.search')}</span>
        <input
          id={searchId}
          type="search"
          className={adminStyles.searchInput}
          placeholder={t('inventory.search')}
          value={query}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </label>
      {summary.isError && !view ? (
        <p className={adminStyles.error} role="alert">
          {t('items.loadError')}
        </p>
      ) : !view ? (
        <div className={styles.loading} aria-hidden="true" />
      ) : view.items === 0 ? (
        <p className={adminStyles.empty}>{t('inventory.empty')}</p>
      ) : (
        // A new search is a new table, from its first row.
        <InventoryTable key={view.q} view={view} busy={searching} />
      )}
    </div>
  );
}
