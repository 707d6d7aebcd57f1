// The Admin's bulk tools above the stacking plan (issue 22, decision 034): generate a building,
// reprice a selection, import a spreadsheet, export the units (CSV, XLSX). Each write is
// previewed (a dry run) first; after it the plan reloads.
import { Building2, Download, FileUp, Percent } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DevelopmentUnitsAnswer, ItemFileFormat } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useErrorText } from '../../../../lib/error-text';
import { useLanguage } from '../../../../lib/i18n';
import { downloadUnitsFile } from '../../../../api/units/units-file';
import { GenerateDialog } from './generate-dialog';
import { ImportUnitsDialog } from './import-units-dialog';
import { RepriceDialog } from './reprice-dialog';
import pageStyles from '../../shared/components/wide-page.module.css';
import styles from './stacking-plan.module.css';

type Tool = 'generate' | 'reprice' | 'import';

export function BulkTools({ slug, answer }: { slug: string; answer: DevelopmentUnitsAnswer }) {
  const { t } = useTranslation('units');
  const lang = useLanguage();
  const errorText = useErrorText('units');
  const [tool, setTool] = useState<Tool | null>(null);
  const close = () => setTool(null);
  const button = `${buttonStyles.button} ${buttonStyles.secondary} ${styles.tool}`;

  const exportAs = (format: ItemFileFormat) =>
    downloadUnitsFile(slug, format, { lang }).catch((error: unknown) => notify.alert({ message: errorText(error, 'bulk.exportError'), type: 'error' }));

  return (
    <div className={`${pageStyles.tools} ${styles.tools}`} role="group" aria-label={t('bulk.title')}>
      <button type="button" className={button} onClick={() => setTool('generate')}>
        <Building2 size={18} aria-hidden="true" />
        {t('bulk.generate')}
      </button>
      <button type="button" className={button} onClick={() => setTool('reprice')} disabled={answer.units.length === 0}>
        <Percent size={18} aria-hidden="true" />
        {t('bulk.reprice')}
      </button>
      <button type="button" className={button} onClick={() => setTool('import')}>
        <FileUp size={18} aria-hidden="true" />
        {t('bulk.import')}
      </button>
      <button type="button" className={button} onClick={() => void exportAs('csv')} aria-label={t('bulk.exportLabel', { format: 'CSV' })}>
        <Download size={18} aria-hidden="true" />
        {t('bulk.csv')}
      </button>
      <button type="button" className={button} onClick={() => void exportAs('xlsx')} aria-label={t('bulk.exportLabel', { format: 'XLSX' })}>
        <Download size={18} aria-hidden="true" />
        {t('bulk.xlsx')}
      </button>
      {tool === 'generate' ? <GenerateDialog slug={slug} onClose={close} /> : null}
      {tool === 'reprice' ? <RepriceDialog slug={slug} answer={answer} onClose={close} /> : null}
      {tool === 'import' ? <ImportUnitsDialog slug={slug} onClose={close} /> : null}
    </div>
  );
}
