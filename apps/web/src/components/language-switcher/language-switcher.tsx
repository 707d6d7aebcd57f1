// The es / en / fr switch (SPEC §2: language flags on the landing). Toggle buttons: the
// current language is aria-pressed; each is named in its own language (endonym), so a
// reader finds theirs whatever the current one is.
import { LANGUAGES, type Language } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../../lib/i18n';
import { LANGUAGE_NAMES } from '../../lib/language';
import { Flag } from './flags';
import styles from './language-switcher.module.css';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const current = useLanguage();

  return (
    <div role="group" aria-label={t('language.label')} className={[styles.switcher, className].filter(Boolean).join(' ')}>
      {LANGUAGES.map((language: Language) => {
        const pressed = language === current;
        return (
          <button
            key={language}
            type="button"
            className={styles.option}
            aria-pressed={pressed}
            aria-label={LANGUAGE_NAMES[language]}
            lang={language}
            onClick={() => {
              if (!pressed) void changeLanguage(language);
            }}
          >
            <span className={styles.flag}>
              <Flag language={language} />
            </span>
            <span className={styles.code} aria-hidden="true">
              {language}
            </span>
          </button>
        );
      })}
    </div>
  );
}
