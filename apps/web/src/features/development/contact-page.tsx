// /contactme-page (SPEC §2.19, §5): name, e-mail, phone (leading + optional), area of interest
// and number of units, checked on blur and on submit with the shared schema; Send stays
// disabled until the form is valid. It posts a lead (POST /contact) and confirms. Chat and
// e-mail links for those who prefer them.
import { CheckCircle2, Mail, MessageCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { chatLink, contactRequestSchema, firstErrors, mailtoLink, packageFromQuery } from '@vitrina/contracts';
import { TextField } from '../../components/form/text-field';
import { notify } from '../../components/notifications/notification-service';
import buttonStyles from '../../components/ui/button.module.css';
import { isApiError } from '../../lib/api-error';
import { usePostContact } from '../../api/contact/post-contact';
import { useConfig } from '../../api/config/get-config';
import styles from './development.module.css';

const EMPTY = { name: '', email: '', phone: '', area: '', units: '' };
type Field = keyof typeof EMPTY;

export function ContactPage() {
  const { t } = useTranslation('development');
  const [params] = useSearchParams();
  const pack = packageFromQuery(params.get('package'));
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [sent, setSent] = useState(false);
  const { data: config } = useConfig();
  const contact = usePostContact();
  const sending = contact.isPending;

  const body = { ...values, ...(pack ? { package: pack } : {}) };
  const parsed = contactRequestSchema.safeParse(body);
  const errors = parsed.success ? {} : firstErrors(parsed.error);
  const errorOf = (field: Field) => (touched[field] ? errors[field] : undefined);

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const blur = (field: Field) => () => setTouched((s) => ({ ...s, [field]: true }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ name: true, email: true, phone: true, area: true, units: true });
    if (!parsed.success) return;
    try {
      const result = await contact.mutateAsync(parsed.data);
      setSent(true);
      if (result.kept) notify.toast({ message: t('offline.leadKept', { ns: 'common' }), color: 'info' });
      else notify.toast({ message: t('contact.sent'), color: 'success' });
    } catch (error) {
      notify.toast({ message: isApiError(error) ? error.message : t('contact.failed'), color: 'error' });
    }
  }

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
          <TextField label={t('contact.name')} name="name" autoComplete="name" required value={values.name} onChange={(e) => set('name')(e.target.value)} onBlur={blur('name')} error={errorOf('name')} />
          <TextField label={t('contact.email')} name="email" type="email" autoComplete="email" required value={values.email} onChange={(e) => set('email')(e.target.value)} onBlur={blur('email')} error={errorOf('email')} />
          <TextField
            label={t('contact.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            hint={t('contact.phoneHint')}
            value={values.phone}
            onChange={(e) => set('phone')(e.target.value)}
            onBlur={blur('phone')}
            error={errorOf('phone')}
          />
          <TextField label={t('contact.area')} name="area" value={values.area} onChange={(e) => set('area')(e.target.value)} onBlur={blur('area')} error={errorOf('area')} />
          <TextField label={t('contact.units')} name="units" type="number" inputMode="numeric" min={1} value={values.units} onChange={(e) => set('units')(e.target.value)} onBlur={blur('units')} error={errorOf('units')} />
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={!parsed.success || sending}>
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
