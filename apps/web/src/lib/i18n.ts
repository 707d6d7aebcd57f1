// i18next set-up. Catalogues are JSON files per language and namespace
// (src/locales/{es,en,fr}/<namespace>.json), each its own chunk, fetched only when a screen
// of that language needs it. Components suspend until their namespaces are there (the
// Suspense boundary is in app/providers.tsx).
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vitrina/contracts';
import { isLanguage, readStoredLanguage, storeLanguage } from './language';

/**
 * Spanish, the default language, is also the fallback: see docs/decisions/010-i18n-fallback.md.
 * The locale test keeps every catalogue complete, so the fallback is a safety net only.
 */
export const FALLBACK_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** Namespaces every screen uses; feature namespaces are loaded by the screens themselves. */
export const DEFAULT_NAMESPACE = 'common';

function applyToDocument(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
}

/** index.html carries the Spanish description for crawlers; keep it in the language in use. */
function translateDescription() {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="description"]');
  if (meta && i18n.exists('meta.description', { ns: DEFAULT_NAMESPACE })) {
    meta.setAttribute('content', i18n.t('meta.description', { ns: DEFAULT_NAMESPACE }));
  }
}

// <html lang> always follows the language in use (screen readers, hyphenation, fonts).
// languageChanged fires once the new language's loaded namespaces are there.
i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  applyToDocument(language);
  translateDescription();
});

const initialLanguage = readStoredLanguage();
applyToDocument(initialLanguage);

void i18n
  .use(
    resourcesToBackend(
      // Vite turns this template into one lazy chunk per catalogue file.
      (language: string, namespace: string) =>
        namespace === 'validation'
          ? import('../locales/validation-texts').then((m) => m.validationCatalogue(language as Language))
          : import(`../locales/${language}/${namespace}.json`),
    ),
  )
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes already.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnEmptyString: false,
  });

/**
 * Switches the interface language and keeps the choice (SPEC §3 key `lang`). Only an explicit
 * choice is stored: the start-up default is not written, so another tab's choice is never
 * overwritten by a page that merely loaded.
 */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
