// Package terms (issue 21): for GOLD, PREMIUM and BLACK the down payment, the price freeze and
// the financing plan; then, optionally, a price per unit type × package in the development's
// currency, as a small table (a unit type's row appears once it is added); last, the deadline of
// the buyers' package choice (a date and time in the office's time zone, or none).
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PACKAGES, textIn, type AdminDevelopment } from '@vitrina/contracts';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { useMessageText } from '../../../../components/form/use-field-error';
import tableStyles from '../../../../components/ui/table.module.css';
import { useLanguage } from '../../../../lib/i18n';
import { filledPriceCells, type DevelopmentForm } from '../development-draft';
import { Field, fieldStyles } from '../../shared/components/field';
import { Section } from './section';
import styles from './packages-section.module.css';
import developmentsPageStyles from './developments-page.module.css';
import developmentEditorStyles from './development-editor.module.css';

type PriceErrors = { message?: string; root?: { message?: string } } & Partial<Record<number, { amount?: { message?: string } }>>;

export function PackagesSection({ form, development }: { form: DevelopmentForm; development: AdminDevelopment | null }) {
  const { t } = useTranslation('developmentsAdmin');
  const lang = useLanguage();
  const message = useMessageText();
  const [currency, prices] = useWatch({ control: form.control, name: ['currency', 'prices'] });
  const { errors } = form.formState;
  const typologies = development?.typologies ?? [];
  // The schema names a refused price by its place in the list sent (package_prices.{i}.amount).
  const refused = (errors as unknown as { package_prices?: PriceErrors }).package_prices;
  const cellErrors = new Map(
    filledPriceCells(prices, typologies.map((u) => u.code)).map((cell, index) => [`${cell.typology}/${cell.package}`, refused?.[index]?.amount?.message]),
  );
  const listError = message(refused?.message ?? refused?.root?.message);

  return (
    <Section name="packages">
      <ul className={styles.packages}>
        {PACKAGES.map((pkg) => (
          <li key={pkg}>
            <fieldset className={styles.package}>
              <legend className={developmentsPageStyles.visuallyHidden}>{t(`packages.names.${pkg}`)}</legend>
              <span className={styles.packageName} data-level={pkg} aria-hidden="true">
                {t(`packages.names.${pkg}`)}
              </span>
              <Field label={t('packages.downPayment')} error={errors.package_terms?.[pkg]?.down_payment_percent?.message}>
                {(props) => <input {...props} className={fieldStyles.input} inputMode="decimal" autoComplete="off" {...form.register(`package_terms.${pkg}.down_payment_percent`)} />}
              </Field>
              <CheckboxField label={t('packages.priceFreeze')} {...form.register(`package_terms.${pkg}.price_freeze`)} />
              <CheckboxField label={t('packages.financingPlan')} {...form.register(`package_terms.${pkg}.financing_plan`)} />
            </fieldset>
          </li>
        ))}
      </ul>

      <div className={developmentEditorStyles.sectionHead}>
        <h3 id="package-prices" className={developmentEditorStyles.subTitle}>
          {t('packages.prices')}
        </h3>
        <p className={developmentsPageStyles.note}>{t('packages.pricesHint', { currency })}</p>
      </div>
      {typologies.length === 0 ? (
        <p className={developmentsPageStyles.note}>{t('packages.pricesEmpty')}</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-labelledby="package-prices" tabIndex={0}>
          <table className={`${tableStyles.table} ${styles.priceTable}`}>
            <thead>
              <tr>
                <th scope="col">{t('packages.typology')}</th>
                {PACKAGES.map((pkg) => (
                  <th key={pkg} scope="col">
                    {t(`packages.names.${pkg}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {typologies.map((typology) => {
                const name = textIn(typology.name, lang);
                return (
                  <tr key={typology.id}>
                    <th scope="row">
                      <abbr title={name}>{typology.code}</abbr>
                    </th>
                    {PACKAGES.map((pkg) => {
                      const error = message(cellErrors.get(`${typology.code}/${pkg}`));
                      const errorId = `price-${typology.code}-${pkg}-error`;
                      return (
                        <td key={pkg} className={styles.priceCell} data-invalid={error ? '' : undefined}>
                          <input
                            className={styles.priceInput}
                            inputMode="decimal"
                            autoComplete="off"
                            aria-label={t('packages.priceLabel', { typology: name, package: t(`packages.names.${pkg}`) })}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? errorId : undefined}
                            {...form.register(`prices.${typology.code}.${pkg}`)}
                          />
                          {error ? (
                            <p id={errorId} className={fieldStyles.error}>
                              {error}
                            </p>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {listError ? (
        <p className={fieldStyles.error} role="alert">
          {listError}
        </p>
      ) : null}

      {/* Issue 35 (decision 059): until when a buyer may ask for a package; empty = no deadline. */}
      <Field label={t('packages.deadline')} hint={t('packages.deadlineHint')} error={errors.selection_deadline?.message}>
        {(props) => <input {...props} type="datetime-local" className={fieldStyles.input} {...form.register('selection_deadline')} />}
      </Field>
    </Section>
  );
}
