// /materials/inventory (Admin): the whole catalogue as a table by category, typology and room,
// with quantities and totals, items without an image flagged, a text search and a CSV export.
import { ImageOff, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandName } from '../../../lib/brand';
import { formatNumber } from '../../../lib/format';
import { groupInventory, searchInventory } from '../api/inventory';
import { useItems } from '../api/get-items';
import { CatalogueFileActions } from './catalogue-files';
import adminStyles from './admin.module.css';
import styles from './inventory.module.css';

export function InventoryPage() {
  const brandName = useBrandName();
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.resolvedLanguage;
  const searchId = useId();
  const [query, setQuery] = useState('');
  const items = useItems();
  const shown = searchInventory(items.data ?? [], query);
  const groups = groupInventory(shown);
  const total = shown.reduce((sum, item) => sum + item.quantity, 0);
  const missing = shown.filter((item) => !item.image).length;

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
      <dl className={styles.stats}>
        <div>
          <dt>{t('inventory.items')}</dt>
          <dd data-testid="inventory-items">{formatNumber(shown.length, lang)}</dd>
        </div>
        <div>
          <dt>{t('inventory.pieces')}</dt>
          <dd data-testid="inventory-total">{formatNumber(total, lang)}</dd>
        </div>
        <div>
          <dt>{t('inventory.withoutImage')}</dt>
          <dd data-testid="inventory-missing">{formatNumber(missing, lang)}</dd>
        </div>
      </dl>
      <label className={adminStyles.search} htmlFor={searchId}>
        <Search size={18} aria-hidden="true" />
        <span className={adminStyles.visuallyHidden}>{t('inventory.search')}</span>
        <input id={searchId} type="search" className={adminStyles.searchInput} placeholder={t('inventory.search')} value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      </label>
      {items.isError ? (
        <p className={adminStyles.error} role="alert">
          {t('items.loadError')}
        </p>
      ) : items.isPending ? null : groups.length === 0 ? (
        <p className={adminStyles.empty}>{t('inventory.empty')}</p>
      ) : (
        <div className={styles.scroller} role="region" aria-label={t('inventory.title')} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('inventory.columns.item')}</th>
                <th scope="col">{t('inventory.columns.code')}</th>
                <th scope="col">{t('inventory.columns.type')}</th>
                <th scope="col" className={styles.num}>
                  {t('inventory.columns.quantity')}
                </th>
                <th scope="col">{t('inventory.columns.image')}</th>
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.key}>
                <tr className={styles.groupRow}>
                  <th scope="rowgroup" colSpan={3}>
                    <span className={styles.groupCategory} data-level={group.category}>
                      {t(`items.category.${group.category}`)}
                    </span>
                    {` ${group.typology} · ${group.room}`}
                  </th>
                  <td className={styles.num}>{formatNumber(group.quantity, lang)}</td>
                  <td />
                </tr>
                {group.items.map((item) => (
                  <tr key={item.id} data-missing-image={item.image ? undefined : ''}>
                    <td>{item.item}</td>
                    <td className={styles.code}>{item.code}</td>
                    <td>{item.type}</td>
                    <td className={styles.num}>{formatNumber(item.quantity, lang)}</td>
                    <td>
                      {item.image ? (
                        t('inventory.yes')
                      ) : (
                        <span className={styles.flag}>
                          <ImageOff size={14} aria-hidden="true" />
                          {t('inventory.noImage')}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('inventory.total')}
                </th>
                <td className={styles.num}>{formatNumber(total, lang)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
