// One section of the development's edit page: a card titled in the display face, with its
// intro; the table of contents links to it by its id.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './developments-page.module.css';
import developmentEditorStyles from './development-editor.module.css';

export const SECTIONS = ['identity', 'figures', 'distances', 'pages', 'typologies', 'packages', 'paymentPlan', 'publishing'] as const;
export type SectionName = (typeof SECTIONS)[number];
export const sectionId = (name: SectionName) => `section-${name}`;

export function Section({ name, children, intro }: { name: SectionName; children: ReactNode; intro?: ReactNode }) {
  const { t } = useTranslation('developmentsAdmin');
  const id = sectionId(name);
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={developmentEditorStyles.sectionHead}>
        <h2 id={`${id}-title`} className={developmentEditorStyles.sectionTitle}>
          {t(`${name}.title`)}
        </h2>
        {intro ?? <p className={styles.note}>{t(`${name}.intro`)}</p>}
      </div>
      {children}
    </section>
  );
}
