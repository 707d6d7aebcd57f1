// Pages (issue 21): a tab per page of the development (project, architecture, project detail,
// amenities, invest, location); each holds the page's copy in es, en and fr as plain text (a
// blank line starts a paragraph) and the page's photo gallery. A tab is marked when its page
// has text in some language.
import { Tabs } from '@base-ui/react/tabs';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEVELOPMENT_PAGES, DEVELOPMENT_PAGE_TEXT_MAX_LENGTH, LANGUAGES, type AdminDevelopment, type DevelopmentPage } from '@vitrina/contracts';
import type { DevelopmentForm } from '../development-draft';
import { Field } from '../../shared/components/field';
import { PhotoGallery } from './photo-gallery';
import { Section } from './section';
import styles from './pages-section.module.css';
import developmentsPageStyles from './developments-page.module.css';
import developmentEditorStyles from './development-editor.module.css';

export function PagesSection({ form, development, page, onPage }: { form: DevelopmentForm; development: AdminDevelopment | null; page: DevelopmentPage; onPage: (page: DevelopmentPage) => void }) {
  const { t } = useTranslation('developmentsAdmin');
  const pages = useWatch({ control: form.control, name: 'pages' });
  const { errors } = form.formState;
  return (
    <Section name="pages">
      <Tabs.Root className={styles.tabs} value={page} onValueChange={(value) => onPage(value as DevelopmentPage)}>
        <Tabs.List className={styles.tabList} aria-label={t('pages.choose')}>
          {DEVELOPMENT_PAGES.map((name) => {
            const filled = LANGUAGES.some((lang) => pages?.[name]?.[lang]?.trim());
            return (
              <Tabs.Tab key={name} value={name} className={styles.tab}>
                <span className={styles.tabMark} data-filled={filled ? '' : undefined} aria-hidden="true" />
                {t(`pages.names.${name}`)}
                <span className={developmentsPageStyles.visuallyHidden}>{`, ${filled ? t('pages.filled') : t('pages.empty')}`}</span>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {DEVELOPMENT_PAGES.map((name) => (
          <Tabs.Panel key={name} value={name} className={styles.panel} keepMounted>
            <p className={developmentsPageStyles.note}>{t('pages.copyHint')}</p>
            {LANGUAGES.map((lang) => (
              <Field key={lang} label={t('pages.copy', { language: t(`form.languages.${lang}`) })} error={errors.pages?.[name]?.[lang]?.message}>
                {(props) => <textarea {...props} className={developmentEditorStyles.textarea} lang={lang} rows={6} maxLength={DEVELOPMENT_PAGE_TEXT_MAX_LENGTH} {...form.register(`pages.${name}.${lang}`)} />}
              </Field>
            ))}
            {development ? <PhotoGallery development={development} page={name} /> : <p className={developmentEditorStyles.needsSave}>{t('photos.needsSave')}</p>}
          </Tabs.Panel>
        ))}
      </Tabs.Root>
    </Section>
  );
}
