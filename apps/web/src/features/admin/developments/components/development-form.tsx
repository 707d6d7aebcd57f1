// The development's edit page (issue 21): one calm page in sections — identity, figures,
// distances, pages (copy and photos), unit types, package terms, the payment plan — with a table of contents on
// wide screens. The form (everything but photos and unit types) is checked by the contracts'
// developmentWriteSchema through use-schema-form and saved with POST or PUT; a refused field
// (browser check, 422, a taken slug or code's 409) shows its message under it. Photos and unit
// types save through their own calls at once, so they need the development to exist: a new
// one is saved first, then the page becomes its edit page.
import { ArrowLeft, LayoutGrid, Save } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DEVELOPMENT_PAGES, PACKAGES, developmentWriteSchema, type AdminDevelopment, type DevelopmentPage, type DevelopmentWrite } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import { useMessageText } from '../../../../components/form/use-field-error';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useBrandName } from '../../../../lib/brand';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/field-errors';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { PATHS, adminDevelopmentPath, adminDevelopmentUnitsPath } from '../../../../lib/routes';
import { useSaveDevelopment } from '../../../../api/admin-developments/save-development';
import { emptyDraft, toDraft, toWriteInput, type DevelopmentDraft, type DevelopmentForm as DevelopmentFormState } from '../development-draft';
import { DistancesSection, FiguresSection } from './figures-sections';
import { IdentitySection } from './identity-section';
import { LeaveDialog, useLeaveGuard } from './leave-guard';
import { PackagesSection } from './packages-section';
import { PagesSection } from './pages-section';
import { PaymentPlanSection } from './payment-plan-section';
import { PublishingSection } from './publishing-section';
import { SECTIONS, sectionId } from './section';
import { StatusPill } from './status-pill';
import { TypologiesSection } from './typologies-section';
import styles from './developments-page.module.css';
import developmentEditorStyles from './development-editor.module.css';
import developmentsListStyles from './developments-list.module.css';

export function DevelopmentForm({ development }: { development: AdminDevelopment | null }) {
  const { t } = useTranslation('developmentsAdmin');
  const brandName = useBrandName();
  const lang = useLanguage();
  const message = useMessageText();
  const errorText = useErrorText('developmentsAdmin');
  const navigate = useNavigate();
  const save = useSaveDevelopment();
  // Prices are sent for the unit types the development has now (they change while the page is open).
  const codes = development?.typologies.map((u) => u.code) ?? [];
  const codesRef = useRef<string[]>(codes);
  const codesKey = codes.join('/');
  useLayoutEffect(() => {
    codesRef.current = codesKey ? codesKey.split('/') : [];
  }, [codesKey]);
  const form: DevelopmentFormState = useSchemaForm<DevelopmentDraft, DevelopmentWrite>(developmentWriteSchema, {
    defaultValues: development ? toDraft(development) : emptyDraft(),
    // An answer read without its plan or deadline (kept from before issues 34 and 35) saves without them: the stored ones stay.
    toSchemaInput: (draft) =>
      toWriteInput(draft, codesRef.current, {
        withPlan: development === null || development.payment_plan !== undefined,
        withDeadline: development === null || development.selection_deadline !== undefined,
      }),
  });
  const { isSubmitting, isDirty } = form.formState;
  // A unit type added while the page is open brings an empty row of prices: that is no change to save.
  useEffect(() => {
    for (const code of codesKey ? codesKey.split('/') : []) {
      if (form.formState.defaultValues?.prices?.[code]) continue;
      for (const pkg of PACKAGES) form.resetField(`prices.${code}.${pkg}`, { defaultValue: '' });
    }
  }, [codesKey, form]);
  const leave = useLeaveGuard(isDirty);
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState<DevelopmentPage>('project');
  const formId = 'development-form';

  const submit = form.handleSubmit(
    async (body) => {
      setProblem(null);
      try {
        const answer = await save.mutateAsync({ slug: development?.slug ?? null, body });
        notify.alert({ message: answer.message, type: 'success' });
        form.reset(toDraft(answer.development));
        if (answer.development.slug !== development?.slug) {
          leave.allowNext();
          void navigate(adminDevelopmentPath(answer.development.slug), { replace: true });
        }
      } catch (error) {
        // A refusal tied to fields (422, a taken slug or code's 409) is shown at the fields; anything else above the buttons.
        if (!Object.keys(serverFieldErrors(error)).length) return setProblem(errorText(error, 'form.saveError'));
        const unplaced = form.placeServerErrors(error);
        setProblem(unplaced.length ? unplaced.map((m) => message(m)).join(' ') : t('form.invalid'));
      }
    },
    (errors) => {
      setProblem(t('form.invalid'));
      // A refused page text is on a tab that may be hidden: show it, so the focus can reach it.
      const refusedPage = DEVELOPMENT_PAGES.find((p) => errors.pages?.[p]);
      const otherRefused = Object.keys(errors).some((key) => key !== 'pages');
      if (refusedPage && !otherRefused) setPage(refusedPage);
    },
  );

  const title = development ? development.name : t('form.newTitle');
  const saveLabel = isSubmitting ? t('form.saving') : development ? t('form.save') : t('form.create');
  const saveButton = (className: string | undefined) => (
    <button type="submit" form={formId} className={className} disabled={isSubmitting}>
      <Save size={18} aria-hidden="true" />
      {saveLabel}
    </button>
  );

  return (
    <div className={styles.page}>
      <title>{`${title} · ${t('title')} · ${brandName}`}</title>
      <Link to={PATHS.adminDevelopments} className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('form.back')}
      </Link>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <p className={styles.eyebrow}>{development ? `${development.code} · ${development.city}` : t('eyebrow')}</p>
          <h1 className={styles.title}>{title}</h1>
          {development ? (
            <p className={developmentsListStyles.rowMeta}>
              <StatusPill status={development.status} />
              <span>{t('form.units', { count: development.units, formatted: formatNumber(development.units, lang) })}</span>
              <Link to={adminDevelopmentUnitsPath(development.slug)}>
                <LayoutGrid size={14} aria-hidden="true" /> {t('list.unitsPlan')}
              </Link>
            </p>
          ) : null}
        </div>
        <div className={developmentEditorStyles.headerSave}>{saveButton(styles.primary)}</div>
      </header>

      <div className={developmentEditorStyles.editor}>
        <aside className={developmentEditorStyles.aside}>
          <nav aria-label={t('form.sections')}>
            <ol className={developmentEditorStyles.toc}>
              {SECTIONS.map((name) => (
                <li key={name}>
                  <a href={`#${sectionId(name)}`}>{t(`${name}.title`)}</a>
                </li>
              ))}
            </ol>
          </nav>
          {saveButton(`${styles.primary} ${developmentEditorStyles.block}`)}
          {isDirty ? <p className={styles.note}>{t('form.unsaved')}</p> : null}
        </aside>

        <form id={formId} className={developmentEditorStyles.sections} noValidate onSubmit={(event) => void submit(event)}>
          {development ? null : (
            <p className={developmentEditorStyles.needsSave} role="note">
              {t('form.needsSave')}
            </p>
          )}
          <IdentitySection form={form} creating={development === null} />
          <FiguresSection form={form} />
          <DistancesSection form={form} />
          <PagesSection form={form} development={development} page={page} onPage={setPage} />
          <TypologiesSection development={development} />
          <PackagesSection form={form} development={development} />
          <PaymentPlanSection form={form} />
          <PublishingSection form={form} />
          {problem ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
          <div className={styles.saveBar}>
            {isDirty ? <p className={styles.note}>{t('form.unsaved')}</p> : null}
            {saveButton(styles.primary)}
          </div>
        </form>
      </div>
      <LeaveDialog blocker={leave.blocker} />
    </div>
  );
}
