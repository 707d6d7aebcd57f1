// /new-item (Admin, SPEC §2.9): the image-to-item linker, bulk linking by code and the
// category item list with create and edit. Neither loads the whole catalogue: both search and
// page on the server (issue 13).
import { useTranslation } from 'react-i18next';
import { useBrandName } from '../../../lib/brand';
import { BulkLinker } from './bulk-linker';
import { CategoryItems } from './category-items';
import { ImageLinker } from './image-linker';
import adminStyles from './admin.module.css';
import styles from './items.module.css';

export function NewItemPage() {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  return (
    <div className={adminStyles.page}>
      <title>{`${t('items.title')} · ${brandName}`}</title>
      <header>
        <p className={adminStyles.eyebrow}>{t('home.eyebrow')}</p>
        <h1 className={adminStyles.title}>{t('items.title')}</h1>
      </header>
      <div className={styles.columns}>
        <ImageLinker />
        <BulkLinker />
      </div>
      <CategoryItems />
    </div>
  );
}
