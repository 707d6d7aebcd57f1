// Publishing (issue 22, decision 034): two switches — the units' list prices, and the plan of
// which units are available, reserved or sold — each with a line saying what a visitor sees.
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { useTranslation } from 'react-i18next';
import type { DevelopmentForm } from '../development-draft';
import { Section } from './section';

export function PublishingSection({ form }: { form: DevelopmentForm }) {
  const { t } = useTranslation('developmentsAdmin');
  const { errors } = form.formState;
  return (
    <Section name="publishing">
      <CheckboxField
        role="switch"
        label={t('publishing.availability')}
        hint={t('publishing.availabilityHint')}
        error={errors.publish_availability?.message}
        {...form.register('publish_availability')}
      />
      <CheckboxField
        role="switch"
        label={t('publishing.prices')}
        hint={t('publishing.pricesHint')}
        error={errors.publish_prices?.message}
        {...form.register('publish_prices')}
      />
    </Section>
  );
}
