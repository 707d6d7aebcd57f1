// One list of the collections view (overdue, or due in the next 30 days): a table of its lines —
// unit, buyer (name and e-mail), payment, due date, amount, paid, left, status. On a phone each
// line is a small card, each cell with its column's name.
import { AlertTriangle, CalendarClock, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CollectionLine } from '@vitrina/contracts';
import tableStyles from '../../../../components/ui/table.module.css';
import { formatDate, formatMoney } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import styles from './collections.module.css';

const ICONS = { overdue: AlertTriangle, due: Clock, upcoming: CalendarClock, paid: Clock } as const;

export function CollectionTable({ id, title, empty, lines, currency }: { id: string; title: string; empty: string; lines: CollectionLine[]; currency: string }) {
  const { t } = useTranslation('collections');
  const lang = useLanguage();
  const money = (amount: number) => formatMoney(amount, currency, lang);
  const headingId = `collections-${id}`;
  const columns = {
    unit: t('column.unit'),
    buyer: t('column.buyer'),
    label: t('column.label'),
    due: t('column.dueDate'),
    amount: t('column.amount'),
    paid: t('column.paid'),
    left: t('column.left'),
    status: t('column.status'),
  };
  return (
    <section className={styles.list} aria-labelledby={headingId} data-list={id}>
      <h2 id={headingId} className={styles.listTitle}>
        {title}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.scroller}>
          <table className={`${tableStyles.table} ${styles.table}`}>
            {/* The same widths in both lists, so their columns line up one above the other. */}
            <colgroup>
              {Object.keys(columns).map((column) => (
                <col key={column} data-column={column} />
              ))}
            </colgroup>
            <thead className={styles.head}>
              <tr>
                <th scope="col">{columns.unit}</th>
                <th scope="col">{columns.buyer}</th>
                <th scope="col">{columns.label}</th>
                <th scope="col">{columns.due}</th>
                <th scope="col" className={styles.amount}>
                  {columns.amount}
                </th>
                <th scope="col" className={styles.amount}>
                  {columns.paid}
                </th>
                <th scope="col" className={styles.amount}>
                  {columns.left}
                </th>
                <th scope="col">{columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const Icon = ICONS[line.status];
                return (
                  <tr key={line.id} data-line={line.id}>
                    <th scope="row" className={styles.unit} data-label={columns.unit}>
                      {line.unit.name || line.unit.number}
                    </th>
                    <td data-label={columns.buyer}>
                      <span className={styles.buyer}>
                        <span>{line.buyer.name}</span>
                        <a href={`mailto:${line.buyer.email}`} className={styles.email}>
                          {line.buyer.email}
                        </a>
                      </span>
                    </td>
                    <td data-label={columns.label}>{line.label}</td>
                    <td data-label={columns.due}>{formatDate(`${line.due_date}T00:00:00Z`, lang)}</td>
                    <td className={styles.amount} data-label={columns.amount}>
                      {money(line.amount)}
                    </td>
                    <td className={styles.amount} data-label={columns.paid}>
                      {money(line.paid)}
                    </td>
                    <td className={`${styles.amount} ${styles.left}`} data-label={columns.left}>
                      {money(line.left)}
                    </td>
                    <td data-label={columns.status}>
                      <span className={styles.status} data-status={line.status}>
                        <Icon size={16} aria-hidden="true" />
                        {t(`status.${line.status}`)}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
