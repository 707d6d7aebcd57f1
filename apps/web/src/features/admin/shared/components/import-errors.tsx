// The dry run's wrong cells (issue 13): how many by column, then a table by line and column.
// Thousands of errors would make a table too long to read or scroll: it shows the first
// ERROR_ROWS_SHOWN, says how many more there are, and the list the answer holds (the API's
// first 1,000) downloads as a CSV.
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_FIELD, type ItemImportLineError } from '@vitrina/contracts';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useLanguage } from '../../../../lib/i18n';
import { formatNumber } from '../../../../lib/format';
import { saveFile } from '../../../../lib/save-file';
import { errorTable, errorsByColumn, errorsCsv, rowsWithErrors } from '../import-state';
import panelStyles from './import-panel.module.css';
import errorStyles from './import-errors.module.css';
import tableStyles from '../../../../components/ui/table.module.css';

export function ImportErrors({ errors, total, fileName }: { errors: readonly ItemImportLineError[]; total: number; fileName: string }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const n = (value: number) => formatNumber(value, lang);
  const table = useMemo(() => errorTable(errors, total), [errors, total]);
  const byColumn = useMemo(() => errorsByColumn(errors), [errors]);
  const rows = useMemo(() => rowsWithErrors(errors), [errors]);
  const headers = [t('import.errors.line'), t('import.errors.column'), t('import.errors.problem')] as const;
  // An error of the row as a whole (no column of its own) is named as such, not by its key.
  const column = (field: string) => (field === FORM_FIELD ? <span>{t('import.errors.wholeRow')}</span> : <code className={panelStyles.columnName}>{field}</code>);

  function downloadAll() {
    const base = fileName.replace(/\.[^.]+$/, '');
    saveFile(new Blob([errorsCsv(errors, headers)], { type: 'text/csv;charset=utf-8' }), `${base}-${t('import.errors.fileSuffix')}.csv`);
  }

  return (
    <section className={errorStyles.errors} aria-labelledby="import-errors-title">
      <h3 id="import-errors-title" className={errorStyles.errorsTitle}>
        {t('import.errors.title')}
      </h3>
      <p>
        <strong data-testid="import-error-count">{t('import.errors.count', { count: table.total, n: n(table.total) })}</strong>
        {/* Lines are counted from the listed errors: only when the answer lists them all. */}
        {table.listed === table.total ? ` ${t('import.errors.inLines', { count: rows, n: n(rows) })}` : '.'} {t('import.errors.fix')}
      </p>
      <ul className={errorStyles.byColumn} aria-label={t('import.errors.byColumn')}>
        {byColumn.map(({ field, count }) => (
          <li key={field}>
            {column(field)} <span className={errorStyles.columnCount}>{n(count)}</span>
          </li>
        ))}
      </ul>
      <div className={errorStyles.tableScroller} role="region" aria-label={t('import.errors.table')} tabIndex={0}>
        <table className={`${tableStyles.table} ${errorStyles.table}`}>
          <thead>
            <tr>
              <th scope="col" className={errorStyles.num}>
                {headers[0]}
              </th>
              <th scope="col">{headers[1]}</th>
              <th scope="col">{headers[2]}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((error, index) => (
              <tr key={`${error.line}-${error.field}-${index}`}>
                <td className={errorStyles.num}>{n(error.line)}</td>
                <td>{column(error.field)}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={errorStyles.errorsFoot}>
        {table.hidden ? <p className={panelStyles.asideText}>{t('import.errors.more', { shown: n(table.rows.length), total: n(table.total) })}</p> : null}
        <button type="button" className={`${buttonStyles.button} ${panelStyles.fileButton}`} onClick={downloadAll}>
          <Download size={18} aria-hidden="true" />
          {table.listed === table.total ? t('import.errors.download') : t('import.errors.downloadFirst', { n: n(table.listed) })}
        </button>
      </div>
    </section>
  );
}
