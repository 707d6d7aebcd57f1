// The development's time zone (decision 057): the IANA zone its payment schedules count their
// days in — when a line is due or overdue, the reminders, the receipts' dates. A select of every
// zone this browser knows (UTC first); a stored zone the browser lists under another name stays
// a choice. The server's refusal (payment.timeZoneInvalid) shows under it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneNames } from '@vitrina/contracts';
import type { DevelopmentForm } from '../development-draft';
import { Field, fieldStyles } from '../../shared/components/field';

export function TimeZoneField({ form }: { form: DevelopmentForm }) {
  const { t } = useTranslation('developmentsAdmin');
  const stored = form.formState.defaultValues?.time_zone;
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return stored && !names.includes(stored) ? [stored, ...names] : names;
  }, [stored]);
  return (
    <Field label={t('identity.timeZone')} hint={t('identity.timeZoneHint')} error={form.formState.errors.time_zone?.message}>
      {(props) => (
        <select {...props} className={fieldStyles.select} {...form.register('time_zone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
