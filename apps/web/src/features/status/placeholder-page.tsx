// Stand-in, inside the frame, for a screen a later issue builds: its translated title and a
// calm note, so every route of SPEC §2 already leads somewhere and is guarded as it will be.
import { useTranslation } from 'react-i18next';
import { useBrandName } from '../../lib/brand';
import styles from './placeholder-page.module.css';

export const PLACEHOLDER_SCREENS = [
  'home',
  'homeAdmin',
  'homeTeam',
  'deparments',
  'property',
  'showRoomList',
  'showRoom',
  'newItem',
  'visitorView',
  'item',
  'location',
  'projects',
  'investPage',
  'contactPage',
  'architecturePage',
  'projectDetail',
  'amenitiesPage',
  'goldPackage',
  'premiumPackage',
  'blackPackage',
  'topology',
  'clients',
  'inventory',
] as const;
export type PlaceholderScreen = (typeof PLACEHOLDER_SCREENS)[number];

export function PlaceholderPage({ screen }: { screen: PlaceholderScreen }) {
  const brandName = useBrandName();
  const { t } = useTranslation('common');
  const title = t(`screens.${screen}`);
  return (
    <section className={styles.page} aria-labelledby="placeholder-title">
      <title>{`${title} · ${brandName}`}</title>
      <p className={styles.eyebrow}>{t('comingSoon.eyebrow')}</p>
      <h1 id="placeholder-title" className={styles.title}>
        {title}
      </h1>
      <span className={styles.rule} aria-hidden="true" />
      <p className={styles.body}>{t('comingSoon.body')}</p>
    </section>
  );
}
