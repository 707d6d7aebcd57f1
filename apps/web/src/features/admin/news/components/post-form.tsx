// The office's form of a post (decision 064): a title and a text per language (at least one
// language with both), who reads it, and when it is published. Checked by the contracts' schema
// (the API's own rules), the server's refusals placed on their fields.
import { useTranslation } from 'react-i18next';
import { LANGUAGES, POST_AUDIENCES, POST_BODY_MAX_LENGTH, POST_TITLE_MAX_LENGTH, postWriteSchema, type OfficePost } from '@vitrina/contracts';
import { useSavePost } from '../../../../api/news/office-posts';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useErrorText } from '../../../../lib/error-text';
import { AdminField } from '../../shared/components/admin-field';
import itemStyles from '../../shared/components/items.module.css';
import { draftOf, writeOf, type PostDraft } from '../post-draft';
import styles from './news.module.css';

/** `onDone`: with the saved post's id after a save, without it after Cancel. */
export function PostForm({ slug, post, onDone }: { slug: string; post: OfficePost | null; onDone: (savedId?: number) => void }) {
  const { t } = useTranslation('news');
  const errorText = useErrorText('news');
  const save = useSavePost(slug);
  const form = useSchemaForm<PostDraft>(postWriteSchema, { defaultValues: draftOf(post), toSchemaInput: writeOf });
  const { handleSubmit, watch, formState } = form;
  const when = watch('when');

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ id: post?.id ?? null, body: writeOf(values as unknown as PostDraft) });
      notify.toast({ message: answer.message, color: 'success' });
      onDone(answer.post.id);
    } catch (error) {
      const rest = form.placeServerErrors(error);
      if (rest.length > 0 || Object.keys(formState.errors).length === 0) notify.alert({ message: rest[0] ?? errorText(error, 'office.saveError'), type: 'error' });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="post-form-title">
      <h2 id="post-form-title" className={styles.formTitle}>
        {post ? t('office.editTitle') : t('office.newTitle')}
      </h2>
      <p className={styles.hint}>{t('office.languagesHint')}</p>
      <div className={styles.languages}>
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} className={styles.language}>
            <legend className={styles.legend}>{t(`office.language.${lang}`)}</legend>
            <AdminField label={t('office.titleLabel')} error={formState.errors.title?.[lang]?.message}>
              {(props) => <input {...props} className={itemStyles.input} maxLength={POST_TITLE_MAX_LENGTH} {...form.register(`title.${lang}`)} />}
            </AdminField>
            <AdminField label={t('office.bodyLabel')} error={formState.errors.body?.[lang]?.message}>
              {(props) => <textarea {...props} className={itemStyles.textarea} rows={5} maxLength={POST_BODY_MAX_LENGTH} {...form.register(`body.${lang}`)} />}
            </AdminField>
          </fieldset>
        ))}
      </div>
      <div className={styles.choices}>
        <fieldset className={styles.choice}>
          <legend className={styles.legend}>{t('office.audience')}</legend>
          {POST_AUDIENCES.map((audience) => (
            <label key={audience} className={styles.option}>
              <input type="radio" value={audience} {...form.register('audience')} />
              {t(`office.audienceOption.${audience}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.choice}>
          <legend className={styles.legend}>{t('office.when')}</legend>
          <label className={styles.option}>
            <input type="radio" value="now" {...form.register('when')} />
            {t('office.whenNow')}
          </label>
          <label className={styles.option}>
            <input type="radio" value="later" {...form.register('when')} />
            {t('office.whenLater')}
          </label>
          {when === 'later' ? (
            <AdminField label={t('office.publishAt')} error={formState.errors.publish_at?.message}>
              {(props) => <input {...props} type="datetime-local" className={itemStyles.input} {...form.register('publish_at')} />}
            </AdminField>
          ) : null}
        </fieldset>
      </div>
      <div className={styles.actions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => onDone()}>
          {t('office.cancel')}
        </button>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={formState.isSubmitting}>
          {post ? t('office.save') : t('office.publish')}
        </button>
      </div>
    </form>
  );
}
