// /home (SPEC §2 routes, §1): hero with the rental-ready banner (its eyebrow the first
// development's name and city), the picker, the three package cards (each to
// /show-room?package=…, with the first development's terms) and the development cards.
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Check } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PACKAGE_DISPLAY_NAMES, PACKAGES } from '@vitrina/contracts';
import buttonStyles from '../../components/ui/button.module.css';
import { useLatch } from '../../components/ui/use-deferred';
import { useLanguage } from '../../lib/i18n';
import { APP_EVENTS, emitAppEvent } from '../../lib/events';
import { formatPercent } from '../../lib/format';
import { PATHS, propertyDetailPath } from '../../lib/routes';
import heroWide from '../../assets/hero-wide.svg';
import { visitorPropertiesQueryOptions } from '../../api/properties/get-visitor-properties';
import { useDevelopment } from '../../api/developments/get-development';
import { useFirstDevelopment } from '../../api/developments/get-developments';
import { DevelopmentCards } from '../../components/development-cards/development-cards';
import { heroEyebrow } from './hero-eyebrow';
import type { PickerChoice } from './picker-dialog';
import styles from './home.module.css';

const PickerDialog = lazy(() => import('./picker-dialog').then((m) => ({ default: m.PickerDialog })));

export function HomePage() {
  const { t } = useTranslation('home');
  const [pickerOpen, setPickerOpen] = useState(false);
  // The picker (Base UI's dialog) loads with its first opening.
  const pickerWanted = useLatch(pickerOpen);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useLanguage();
  const { first } = useFirstDevelopment();
  const terms = useDevelopment(first?.slug).data?.package_terms ?? null;

  async function openUnit({ typologyCode: code, development }: PickerChoice) {
    // A representative unit of that typology: the first one for sale in the development.
    const units = await queryClient.fetchQuery(visitorPropertiesQueryOptions(lang));
    const unit = units.find((u) => u.typology === code && u.development === development) ?? units.find((u) => u.typology === code);
    void navigate(unit ? propertyDetailPath(unit.id) : PATHS.showRoom);
  }

  return (
    <div className={styles.page}>
      <section className={`${styles.hero} on-dark`} aria-labelledby="home-title">
        <img className={styles.heroImage} src={heroWide} width={1600} height={1000} alt="" fetchPriority="high" decoding="async" />
        <div className={styles.heroContent}>
          {/* Its line is kept while the list loads in the browser, so nothing below moves. */}
          <p className={styles.heroEyebrow}>{first ? heroEyebrow(first) : '\u00a0'}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            {t('hero.title')}
          </h1>
          <p className={styles.heroBody}>{t('hero.body')}</p>
          <div className={styles.heroActions}>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => setPickerOpen(true)}>
              {t('hero.pick')}
            </button>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => emitAppEvent(APP_EVENTS.openPackageModal)}>
              {t('hero.rentalAction')}
            </button>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-packages">
        <p className={styles.eyebrow}>{t('packages.eyebrow')}</p>
        <h2 id="home-packages" className={styles.sectionTitle}>
          {t('packages.title')}
        </h2>
        <ul className={styles.packages}>
          {PACKAGES.map((pack) => (
            <li key={pack}>
              <Link className={styles.packageCard} data-package={pack} to={`${PATHS.showRoom}?package=${pack}`}>
                <span className={styles.packageName}>{PACKAGE_DISPLAY_NAMES[pack]}</span>
                <span className={styles.packageLead}>{t(`packages.${pack}`)}</span>
                {terms ? (
                  <span className={styles.packagePerk}>
                    <Check size={14} aria-hidden="true" />
                    {t('packages.downPayment', { percent: formatPercent(terms[pack].down_payment_percent / 100, lang) })}
                  </span>
                ) : null}
                <span className={styles.packagePerk}>
                  <Check size={14} aria-hidden="true" />
                  {t('packages.freeze')}
                </span>
                <span className={styles.packageGo}>
                  {t('packages.view')} <ArrowRight size={16} aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-developments">
        <p className={styles.eyebrow}>{t('developments.eyebrow')}</p>
        <h2 id="home-developments" className={styles.sectionTitle}>
          {t('developments.title')}
        </h2>
        <DevelopmentCards />
      </section>

      {pickerWanted ? (
        <Suspense fallback={null}>
          <PickerDialog open={pickerOpen} onOpenChange={setPickerOpen} onAccept={(choice) => void openUnit(choice)} />
        </Suspense>
      ) : null}
    </div>
  );
}
