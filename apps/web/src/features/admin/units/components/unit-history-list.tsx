// The unit's history in its panel (decision 034): status moves (GET /properties/{id}/audit) and
// price changes (GET /units/{id}/prices) side by side, newest first.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryUnit } from '@vitrina/contracts';
import { useUnitAudit } from '../../../../api/admin/get-unit-audit';
import { useUnitPrices } from '../../../../api/units/get-unit-prices';
import { formatPrice } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../date-time';
import { unitHistory, type HistoryEntry } from '../unit-history';
import styles from './unit-panel.module.css';

export function UnitHistoryList({ unit, currency }: { unit: InventoryUnit; currency: string }) {
  const { t } = useTranslation('units');
  const lang = useLanguage();
  const prices = useUnitPrices(unit.id);
  // The office's (Admin and sales team), as the plan is.
  const audit = useUnitAudit(unit.id);
  // Reloaded when the unit moves or its price changes (the polled plan says so).
  const version = `${unit.status_version}|${unit.price}`;
  const seen = useRef(version);
  const { refetch: refetchPrices } = prices;
  const { refetch: refetchAudit } = audit;
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refetchPrices();
    void refetchAudit();
  }, [version, refetchPrices, refetchAudit]);
  const loading = prices.isPending || audit.isPending;
  const failed = prices.isError || audit.isError;
  const entries = unitHistory(audit.data ?? [], prices.data ?? []);
  const who = (name: string | null) => name ?? t('history.nobody');
  const money = (value: number | null) => (value === null ? t('cell.noPrice') : formatPrice(value, currency, lang));

  // The reasons the server writes by itself are codes; the others are the Admin's own words.
  const reasonText = (reason: string) => (reason === 'generated' || reason === 'import' ? t(`history.reasons.${reason}`) : reason);

  const line = (entry: HistoryEntry): string => {
    switch (entry.kind) {
      case 'status':
        if (entry.expired) return t('history.expired');
        return t('history.status', { actor: who(entry.actor), from: t(`status.${entry.from}`), to: t(`status.${entry.to}`) }) + (entry.buyer ? ` · ${t('history.buyer', { name: entry.buyer })}` : '');
      case 'assign':
        return t('history.assigned', { actor: who(entry.actor), buyer: who(entry.buyer) });
      case 'price':
        return entry.from === null
          ? t('history.priceSet', { actor: who(entry.actor), to: money(entry.to) })
          : t('history.price', { actor: who(entry.actor), from: money(entry.from), to: money(entry.to) });
    }
  };

  return (
    <section className={styles.history} aria-labelledby="unit-history-title" data-version={version}>
      <h3 id="unit-history-title" className={styles.sectionTitle}>
        {t('history.title')}
      </h3>
      {failed ? (
        <p role="alert" className={styles.problem}>
          {t('history.loadError')}
        </p>
      ) : loading ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : entries.length === 0 ? (
        <p className={styles.muted}>{t('history.empty')}</p>
      ) : (
        <ol className={styles.historyList} data-testid="unit-history">
          {entries.map((entry) => (
            <li key={entry.id} data-kind={entry.kind}>
              <span>{line(entry)}</span>
              {entry.kind === 'status' && entry.note ? <span className={styles.muted}>{`“${entry.note}”`}</span> : null}
              {entry.kind === 'price' && entry.reason ? <span className={styles.muted}>{reasonText(entry.reason)}</span> : null}
              <time className={styles.when} dateTime={entry.at}>
                {formatDateTime(entry.at, lang)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
