// A unit's payment schedule (issue 34), as its buyer and the office see it: the totals (total,
// paid, outstanding) and each line with its label, date, amount, what was paid, its status as a
// word with an icon (paid, due, overdue, upcoming — never colour alone) and its receipts. Money
// and dates in the page's language. Used by the buyer's file and meant for the office's panel.
//
// Takes: `schedule` (GET /units/{id}/payments); optionally `onReceipt(documentId)` to download a
// receipt (a receipt is a `receipt` document of the unit: `receiptTitle` names it from the
// documents list when given), `lineActions(line)` (the office's buttons on a line — record a
// payment, edit — in a last column) and `caption` (the table's name for screen readers).
import { AlertCircle, CalendarClock, CheckCircle2, Clock, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentLineStatus, PaymentSchedule, ScheduleLine } from '@vitrina/contracts';
import buttonStyles from '../ui/button.module.css';
import cardStyles from '../ui/card.module.css';
import statsStyles from '../ui/stats.module.css';
import tableStyles from '../ui/table.module.css';
import { formatDate, formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import styles from './owner-file.module.css';

export interface PaymentScheduleProps {
  schedule: PaymentSchedule;
  onReceipt?: (documentId: number) => void;
  /** A receipt's name (its document's title); "Receipt n" without it. */
  receiptTitle?: (documentId: number) => string | undefined;
  lineActions?: (line: ScheduleLine) => ReactNode;
  caption?: string;
}

const TOTALS = ['total', 'paid', 'outstanding'] as const;
const STATUS_ICONS: Record<PaymentLineStatus, typeof Clock> = { paid: CheckCircle2, due: Clock, overdue: AlertCircle, upcoming: CalendarClock };

export function LineStatus({ status }: { status: PaymentLineStatus }) {
  const { t } = useTranslation('ownerFile');
  const Icon = STATUS_ICONS[status];
  return (
    <span className={styles.status} data-status={status}>
      <Icon size={16} aria-hidden="true" />
      {t(`payments.status.${status}`)}
    </span>
  );
}

export function ScheduleTotals({ schedule }: { schedule: Pick<PaymentSchedule, 'currency' | 'total' | 'paid' | 'outstanding'> }) {
  const { t } = useTranslation('ownerFile');
  const lang = useLanguage();
  return (
    <dl className={`${statsStyles.stats} ${styles.totals}`}>
      {TOTALS.map((key) => (
        <div key={key} className={cardStyles.card}>
          <dt>{t(`payments.${key}`)}</dt>
          <dd>{formatMoney(schedule[key], schedule.currency, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PaymentScheduleTable({ schedule, onReceipt, receiptTitle, lineActions, caption }: PaymentScheduleProps) {
  const { t } = useTranslation('ownerFile');
  const lang = useLanguage();
  const money = (amount: number) => formatMoney(amount, schedule.currency, lang);
  const columns = {
    label: t('payments.column.label'),
    due: t('payments.column.dueDate'),
    amount: t('payments.column.amount'),
    paid: t('payments.column.paid'),
    status: t('payments.column.status'),
    receipts: t('payments.column.receipts'),
  };
  return (
    <>
      <ScheduleTotals schedule={schedule} />
      {schedule.lines.length === 0 ? (
        <p className={styles.empty}>{t('payments.empty')}</p>
      ) : (
        <div className={styles.scheduleBox}>
          <table className={`${tableStyles.table} ${styles.schedule}`}>
            <caption className={styles.visuallyHidden}>{caption ?? t('payments.caption')}</caption>
            <thead className={styles.scheduleHead}>
              <tr>
                <th scope="col">{columns.label}</th>
                <th scope="col">{columns.due}</th>
                <th scope="col" className={styles.amount}>
                  {columns.amount}
                </th>
                <th scope="col" className={styles.amount}>
                  {columns.paid}
                </th>
                <th scope="col">{columns.status}</th>
                <th scope="col">{columns.receipts}</th>
                {lineActions ? <th scope="col">{t('payments.column.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {schedule.lines.map((line) => (
                <tr key={line.id}>
                  <td className={styles.lineLabel}>{line.label}</td>
                  <td data-label={columns.due}>
                    <time dateTime={line.due_date}>{formatDate(line.due_date, lang)}</time>
                  </td>
                  <td data-label={columns.amount} className={styles.amount}>
                    {money(line.amount)}
                  </td>
                  <td data-label={columns.paid} className={styles.amount}>
                    {money(line.paid_amount)}
                  </td>
                  <td data-label={columns.status}>
                    <LineStatus status={line.status} />
                  </td>
                  <td data-label={columns.receipts}>
                    {line.receipts.length === 0 ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className={styles.visuallyHidden}>{t('payments.noReceipt')}</span>
                      </>
                    ) : (
                      <span className={styles.receipts}>
                        {line.receipts.map((id, index) => {
                          const name = receiptTitle?.(id) ?? t('payments.receipt', { number: index + 1 });
                          return onReceipt ? (
                            <button key={id} type="button" className={`${buttonStyles.button} ${buttonStyles.quiet}`} onClick={() => onReceipt(id)} aria-label={t('payments.receiptLabel', { name, line: line.label })}>
                              <Receipt size={16} aria-hidden="true" />
                              {name}
                            </button>
                          ) : (
                            <span key={id}>{name}</span>
                          );
                        })}
                      </span>
                    )}
                  </td>
                  {lineActions ? <td data-label={t('payments.column.actions')}>{lineActions(line)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
