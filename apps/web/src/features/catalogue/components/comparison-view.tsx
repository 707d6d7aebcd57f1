// Package comparison (beyond the spec): ESTANDAR, GOLD and PREMIUM side by side by room for
// the unit's typology (the items and quantities each one brings), BLACK as its own column of
// marketing text. On a phone the table scrolls sideways inside a focusable region.
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { packagePriceOf, roomKey, type Currency, type Item, type TypologyCode } from '@vitrina/contracts';
import { formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { waitsForConnection } from '../../../lib/connection';
import { itemsByCategoryQueryOptions } from '../../../api/items/get-items-by-category';
import { NeedsConnection } from '../../../offline/needs-connection';
import styles from './comparison.module.css';

const COMPARED = ['ESTANDAR', 'GOLD', 'PREMIUM'] as const;

/** A development's package prices (issue 21): a price row shows only when one is set for this unit type. */
interface PackagePrices {
  currency: Currency;
  package_prices: readonly { typology: string; package: string; amount: number }[];
}

export function ComparisonView({ typology, prices }: { typology: TypologyCode; prices?: PackagePrices | null }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const results = useQueries({ queries: COMPARED.map((c) => itemsByCategoryQueryOptions(c, typology, lang)) });
  const offline = results.some(waitsForConnection);
  const pending = results.some((r) => r.isPending) && !offline;

  // Rooms in first-seen order across the three packages.
  const rooms = new Map<string, string>();
  for (const r of results) for (const item of r.data ?? []) {
    const label = item.room_label ?? item.room;
    if (!rooms.has(roomKey(label))) rooms.set(roomKey(label), label);
  }
  const cell = (items: readonly Item[] | undefined, key: string) =>
    (items ?? []).filter((i) => roomKey(i.room_label ?? i.room) === key);
  const priceOf = (pkg: string) => (prices ? packagePriceOf(prices.package_prices, typology, pkg) : null);
  const priced = (['GOLD', 'PREMIUM', 'BLACK'] as const).some((p) => priceOf(p) !== null);
  const priceText = (pkg: string) => {
    const amount = priceOf(pkg);
    return amount === null || !prices ? t('compare.none') : formatPrice(amount, prices.currency, lang);
  };

  return (
    <section className={styles.compare} aria-labelledby="compare-title" aria-busy={pending}>
      <h2 id="compare-title" className={styles.title}>
        {t('compare.title')}
      </h2>
      <p className={styles.lead}>{t('compare.lead')}</p>
      {offline ? <NeedsConnection /> : null}
      {pending ? (
        <p role="status" className={styles.lead}>
          {t('showRoom.loadingItems')}
        </p>
      ) : null}
      <div className={styles.scroller} role="region" aria-labelledby="compare-title" tabIndex={0}>
        <table className={styles.table} data-testid="comparison-table">
          <thead>
            <tr>
              <th scope="col">{t('compare.room')}</th>
              {COMPARED.map((c) => (
                <th key={c} scope="col" data-package={c}>
                  {t(`package.${c}`)}
                </th>
              ))}
              <th scope="col" data-package="BLACK">
                {t('package.BLACK')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...rooms.entries()].map(([key, label], index) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                {COMPARED.map((c, ci) => {
                  const items = cell(results[ci]?.data, key);
                  return (
                    <td key={c}>
                      {items.length === 0 ? (
                        <span className={styles.none}>{t('compare.none')}</span>
                      ) : (
                        <ul className={styles.items}>
                          {items.map((i) => (
                            <li key={i.id}>
                              {i.item} <span className={styles.qty}>{t('compare.quantity', { quantity: i.quantity })}</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  );
                })}
                {index === 0 ? (
                  <td rowSpan={rooms.size} className={styles.black}>
                    {t('compare.black')}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
          {priced ? (
            <tfoot>
              <tr data-testid="comparison-prices">
                <th scope="row">{t('compare.price')}</th>
                <td>{t('compare.included')}</td>
                <td>{priceText('GOLD')}</td>
                <td>{priceText('PREMIUM')}</td>
                <td>{priceText('BLACK')}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </section>
  );
}
