// /contactme-page (SPEC §2.19, §5): name, e-mail, phone (leading + optional), area of interest
// and number of units, checked on blur and on submit with the shared schema; Send stays
// disabled until the form is valid. It posts a lead (POST /contact) and confirms. Chat and
// e-mail links for those who prefer them.
import { CheckCircle2, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { chatLink, contactRequestSchema, mailtoLink, packageFromQuery, type ContactRequest } from '@vitrina/contracts';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { notify } from '../../components/notifications/notification-service';
import buttonStyles from '../../components/ui/button.module.css';
import { useErrorText } from '../../lib/error-text';
import { usePostContact } from '../../api/contact/post-contact';
import { useConfig } from '../../api/config/get-config';
import styles from './development.module.css';

const EMPTY = { name: '', email: '', phone: '', area: '', units: '', unit_number: '' };
type Fields = typeof EMPTY;

export function ContactPage() {
  const { t } = useTranslation('development');
  const [params] = useSearchParams();
  const pack = packageFromQuery(params.get('package'));
  // "Ask about this unit" on a development's plan (issue 22): the unit and its development.
  const unitAsked = params.get('unit')?.trim() ?? '';
  const development = params.get('development')?.trim() ?? '';
  const [sent, setSent] = useState(false);
  const { data: config } = useConfig();
  const contact = usePostContact();
  const errorText = useErrorText('development');
  const sending = contact.isPending;
  // A field's message shows once it has been left, then follows every change.
  const form = useSchemaForm<Fields, ContactRequest>(contactRequestSchema, { mode: 'onTouched', defaultValues: { ...EMPTY, unit_number: unitAsked } });
  const { errors } = form.formState;
  const extra = { ...(pack ? { package: pack } : {}), ...(development ? { development } : {}) };
  const watched = useWatch({ control: form.control });
  const valid = contactRequestSchema.safeParse({ ...watched, ...extra }).success;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await contact.mutateAsync({ ...values, ...extra });
      setSent(true);
      if (result.kept) notify.toast({ message: t('offline.leadKept', { ns: 'common' }), color: 'info' });
      else notify.toast({ message: t('contact.sent'), color: 'success' });
    } catch (error) {
      notify.toast({ message: errorText(error, 'contact.failed'), color: 'error' });
    }
  });

  const chat = config ? chatLink(config.chatPhoneSales, t('contact.chatMessage')) : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('contact.eyebrow')}</p>
        <h1 className={styles.title}>{t('contact.title')}</h1>
        <p className={styles.lead}>{t('contact.lead')}</p>
      </header>
      {sent ? (
        <section className={styles.card} role="status" aria-labelledby="contact-thanks">
          <h2 id="contact-thanks" className={styles.cardTitle}>
            <CheckCircle2 size={22} aria-hidden="true" /> {t('contact.thanksTitle')}
          </h2>
          <p>{t('contact.thanksBody')}</p>
        </section>
      ) : (
        <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={(e) => void submit(e)}>
          {/* The unit asked about comes first: it is what the request is about. */}
          {unitAsked || development ? (
            <TextField
              label={t('contact.unitNumber')}
              hint={t('contact.unitNumberHint')}
              autoComplete="off"
              error={errors.unit_number?.message}
              {...form.register('unit_number')}
            />
          ) : null}
          <TextField label={t('contact.name')} autoComplete="name" required error={errors.name?.message} {...form.register('name')} />
          <TextField label={t('contact.email')} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
          <TextField
            label={t('contact.phone')}
            type="tel"
            autoComplete="tel"
            required
            hint={t('contact.phoneHint')}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField label={t('contact.area')} error={errors.area?.message} {...form.register('area')} />
          <TextField label={t('contact.units')} type="number" inputMode="numeric" min={1} error={errors.units?.message} {...form.register('units')} />
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={!valid || sending}>
            {sending ? t('contact.sending') : t('contact.send')}
          </button>
        </form>
      )}
      <div className={styles.contactLinks}>
        {chat ? (
          <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href={chat} target="_blank" rel="noopener noreferrer">
            <MessageCircle size={18} aria-hidden="true" /> {t('contact.chat')}
          </a>
        ) : null}
        {config ? (
          <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href={mailtoLink(config.salesEmail, t('contact.mailSubject'))}>
            <Mail size={18} aria-hidden="true" /> {t('contact.email')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
