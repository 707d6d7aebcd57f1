// /new-item (Admin, SPEC §2.9): the image-to-item linker, bulk linking by code and the
// category item list with create and edit, and the way to the catalogue import. Neither list
// loads the whole catalogue: both search and page on the server (issue 13).
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandName } from '../../../../lib/brand';
import { PATHS } from '../../../../lib/routes';
import { BulkLinker } from './bulk-linker';
import { CategoryItems } from './category-items';
import { ImageLinker } from './image-linker';
import adminStyles from '../../shared/components/admin.module.css';
import styles from '../../shared/components/items.module.css';

export function NewItemPage() {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  return (
    <div className={adminStyles.page}>
      <title>{`${t('items.title')} · ${brandName}`}</title>
      <header className={adminStyles.header}>
        <div>
          <p className={adminStyles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 className={adminStyles.title}>{t('items.title')}</h1>
        </div>
        <Link to={PATHS.catalogueImport} className={adminStyles.homeLink}>
          <FileUp size={18} aria-hidden="true" />
          {t('import.link')}
        </Link>
      </header>
      <div className={styles.columns}>
        <ImageLinker />
        <BulkLinker />
      </div>
      <CategoryItems />
    </div>
  );
}
