// /admin/developments/{slug}/collections (Admin, sales team; issue 34, decision 051): what the
// development's buyers owe — the totals, the overdue lines and the lines due in the next 30 days,
// each with its unit, buyer, amounts and status — and the same as a CSV or XLSX file.
import { ArrowLeft, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ITEM_FILE_FORMATS, type Collections, type ItemFileFormat } from '@vitrina/contracts';
import { downloadCollectionsFile, useCollections } from '../../../../api/collections/get-collections';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import statsStyles from '../../../../components/ui/stats.module.css';
import { useBrandName } from '../../../../lib/brand';
import { errorCode, useErrorText } from '../../../../lib/error-text';
import { formatMoney } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { adminDevelopmentUnitsPath } from '../../../../lib/routes';
import { CollectionTable } from './collection-table';
import pageStyles from '../../shared/components/wide-page.module.css';
import styles from './collections.module.css';

export function CollectionsPage({ slug }: { slug: string }) {
  const { t } = useTranslation('collections');
  const brandName = useBrandName();
  const query = useCollections(slug);
  const data = query.data;
  const name = data?.development.name ?? slug;

  return (
    <div className={pageStyles.page}>
      <title>{`${t('title')} · ${name} · ${brandName}`}</title>
      <Link to={adminDevelopmentUnitsPath(slug)} className={`${pageStyles.back} ${styles.back}`}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('back')}
      </Link>
      <header className={pageStyles.header}>
        <div className={pageStyles.headerText}>
          <p className={pageStyles.eyebrow}>{t('eyebrow')}</p>
          <h1 className={pageStyles.title} aria-busy={query.isPending}>
            {data ? t('heading', { name }) : t('title')}
          </h1>
          <p className={pageStyles.lead}>{t('lead')}</p>
        </div>
        {data ? <Downloads slug={slug} /> : null}
      </header>
      {data ? (
        <View view={data} />
      ) : query.isError ? (
        <div className={pageStyles.state} role="alert">
          <p className={pageStyles.problem}>{errorCode(query.error) === 'not_found' ? t('notFound') : t('loadError')}</p>
        </div>
      ) : (
        <p className={pageStyles.state} role="status">
          {t('loading')}
        </p>
      )}
    </div>
  );
}

function Downloads({ slug }: { slug: string }) {
  const { t } = useTranslation('collections');
  const lang = useLanguage();
  const errorText = useErrorText('collections');
  const button = `${buttonStyles.button} ${buttonStyles.secondary} ${styles.tool}`;
  const download = (format: ItemFileFormat) =>
    downloadCollectionsFile(slug, format, { lang }).catch((error: unknown) => notify.alert({ message: errorText(error, 'downloadError'), type: 'error' }));
  return (
    <div className={pageStyles.tools} role="group" aria-label={t('downloads')}>
      {ITEM_FILE_FORMATS.map((format) => (
        <button key={format} type="button" className={button} onClick={() => void download(format)} aria-label={t('downloadLabel', { format: format.toUpperCase() })}>
          <Download size={18} aria-hidden="true" />
          {format.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

function View({ view }: { view: Collections }) {
  const { t } = useTranslation('collections');
  const lang = useLanguage();
  const money = (amount: number) => formatMoney(amount, view.development.currency, lang);
  const totals = [
    ['overdue', view.totals.overdue],
    ['dueSoon', view.totals.due_soon],
    ['paid', view.totals.paid],
    ['scheduled', view.totals.scheduled],
    ['outstanding', view.totals.outstanding],
  ] as const;
  return (
    <>
      <section aria-labelledby="collections-totals">
        <h2 id="collections-totals" className={styles.visuallyHidden}>
          {t('totals.title')}
        </h2>
        <dl className={`${statsStyles.stats} ${styles.totals}`}>
          {totals.map(([key, amount]) => (
            <div key={key} className={styles.total} data-total={key}>
              <dt>{t(`totals.${key}`)}</dt>
              <dd data-testid={`total-${key}`}>{money(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <CollectionTable id="overdue" title={t('overdue.title', { count: view.overdue.length })} empty={t('overdue.empty')} lines={view.overdue} currency={view.development.currency} />
      <CollectionTable id="due-soon" title={t('dueSoon.title', { count: view.due_soon.length })} empty={t('dueSoon.empty')} lines={view.due_soon} currency={view.development.currency} />
    </>
  );
}
