// Figures (each optional) and Distances (a list of places in es/en/fr with their minutes: added,
// removed, moved up or down with the keyboard) of the development form (issue 21).
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEVELOPMENT_DISTANCE_LABEL_MAX_LENGTH, DEVELOPMENT_DISTANCES_MAX, LANGUAGES } from '@vitrina/contracts';
import { useMessageText } from '../../../../components/form/use-field-error';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { FACTS, emptyTexts, type DevelopmentForm } from '../development-draft';
import { Field, fieldStyles } from '../../shared/components/field';
import { Section } from './section';
import { useMoveFocus } from '../../shared/use-move-focus';
import styles from './developments-page.module.css';
import dialogFrameStyles from '../../shared/components/dialog-frame.module.css';
import developmentEditorStyles from './development-editor.module.css';

const WHOLE_FACTS = new Set(['apartments', 'levels', 'products']);

export function FiguresSection({ form }: { form: DevelopmentForm }) {
  const { t } = useTranslation('developmentsAdmin');
  const { errors } = form.formState;
  return (
    <Section name="figures">
      <div className={dialogFrameStyles.figures}>
        {FACTS.map((fact) => (
          <Field key={fact} label={t(`figures.${fact}`)} error={errors.facts?.[fact]?.message}>
            {(props) => <input {...props} className={fieldStyles.input} inputMode={WHOLE_FACTS.has(fact) ? 'numeric' : 'decimal'} autoComplete="off" {...form.register(`facts.${fact}`)} />}
          </Field>
        ))}
      </div>
    </Section>
  );
}

export function DistancesSection({ form }: { form: DevelopmentForm }) {
  const { t } = useTranslation('developmentsAdmin');
  const lang = useLanguage();
  const message = useMessageText();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'distances' });
  const { errors } = form.formState;
  const focus = useMoveFocus(fields.map((f) => f.id).join('/'));
  const full = fields.length >= DEVELOPMENT_DISTANCES_MAX;
  const listError = errors.distances?.root?.message ?? errors.distances?.message;

  const step = (index: number, to: number, direction: 'up' | 'down') => {
    const id = fields[index]!.id;
    focus.moved(id, direction, t('distances.moved', { position: formatNumber(to + 1, lang), total: formatNumber(fields.length, lang) }));
    move(index, to);
  };

  return (
    <Section name="distances">
      {fields.length === 0 ? <p className={styles.note}>{t('distances.empty')}</p> : null}
      {fields.length > 0 ? (
        <ol className={dialogFrameStyles.distances}>
          {fields.map((field, index) => {
            const number = formatNumber(index + 1, lang);
            const refused = errors.distances?.[index];
            return (
              <li key={field.id}>
                <fieldset className={developmentEditorStyles.fieldset}>
                  <legend className={developmentEditorStyles.legend}>{t('distances.item', { number })}</legend>
                  <div className={developmentEditorStyles.distance}>
                    {LANGUAGES.map((language) => (
                      <Field key={language} label={t('distances.label', { language: t(`form.languages.${language}`) })} error={refused?.label?.[language]?.message}>
                        {(props) => <input {...props} className={fieldStyles.input} lang={language} maxLength={DEVELOPMENT_DISTANCE_LABEL_MAX_LENGTH} {...form.register(`distances.${index}.label.${language}`)} />}
                      </Field>
                    ))}
                    <Field label={t('distances.minutes')} error={refused?.minutes?.message}>
                      {(props) => <input {...props} className={fieldStyles.input} inputMode="numeric" autoComplete="off" {...form.register(`distances.${index}.minutes`)} />}
                    </Field>
                    <div className={developmentEditorStyles.tools}>
                      <button
                        ref={focus.buttonRef(field.id, 'up')}
                        type="button"
                        className={styles.iconButton}
                        disabled={index === 0}
                        aria-label={t('distances.moveUp', { number })}
                        onClick={() => step(index, index - 1, 'up')}
                      >
                        <ArrowUp size={18} aria-hidden="true" />
                      </button>
                      <button
                        ref={focus.buttonRef(field.id, 'down')}
                        type="button"
                        className={styles.iconButton}
                        disabled={index === fields.length - 1}
                        aria-label={t('distances.moveDown', { number })}
                        onClick={() => step(index, index + 1, 'down')}
                      >
                        <ArrowDown size={18} aria-hidden="true" />
                      </button>
                      <button type="button" className={`${styles.iconButton} ${styles.danger}`} aria-label={t('distances.removeLabel', { number })} title={t('distances.removeLabel', { number })} onClick={() => remove(index)}>
                        <Trash2 size={18} aria-hidden="true" />
                      </button>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      {listError ? (
        <p className={fieldStyles.error} role="alert">
          {message(listError)}
        </p>
      ) : null}
      <p className={styles.visuallyHidden} role="status">
        {focus.announcement}
      </p>
      <button type="button" className={styles.secondary} disabled={full} onClick={() => append({ label: emptyTexts(), minutes: '' }, { shouldFocus: true })}>
        <Plus size={18} aria-hidden="true" />
        {t('distances.add')}
      </button>
      {full ? <p className={styles.note}>{t('distances.max', { max: DEVELOPMENT_DISTANCES_MAX })}</p> : null}
    </Section>
  );
}
