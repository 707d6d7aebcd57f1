// What each column of the import file means (issue 13), listed from the contract's columns so
// the list and the import can never disagree.
import { useTranslation } from 'react-i18next';
import { ITEM_CODE_MAX_LENGTH, ITEM_DESCRIPTION_MAX_LENGTH, ITEM_IMPORT_COLUMNS, ITEM_IMPORT_MAX_ROWS, ITEM_NAME_MAX_LENGTH, ITEM_QUANTITY_MAX } from '@vitrina/contracts';
import { useLanguage } from '../../../../lib/i18n';
import { formatNumber } from '../../../../lib/format';
import panelStyles from '../../shared/components/import-panel.module.css';
import columnStyles from './import-columns.module.css';

export function ImportColumns() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const n = (value: number) => formatNumber(value, lang);
  const limits = { code: n(ITEM_CODE_MAX_LENGTH), name: n(ITEM_NAME_MAX_LENGTH), description: n(ITEM_DESCRIPTION_MAX_LENGTH), quantity: n(ITEM_QUANTITY_MAX) };
  return (
    <section className={panelStyles.asidePanel} aria-labelledby="import-columns-title">
      <h2 id="import-columns-title" className={panelStyles.asideHeading}>
        {t('import.columns.title')}
      </h2>
      <p className={panelStyles.asideText}>{t('import.columns.intro', { rows: n(ITEM_IMPORT_MAX_ROWS) })}</p>
      <dl className={columnStyles.columns}>
        {ITEM_IMPORT_COLUMNS.map((column) => (
          <div key={column} className={columnStyles.column}>
            <dt>
              <code className={panelStyles.columnName}>{column}</code>
            </dt>
            <dd>{t(`import.columns.${column}`, limits)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
