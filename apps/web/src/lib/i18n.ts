// i18next set-up. Catalogues are JSON files per language and namespace
// (src/locales/{es,en,fr}/<namespace>.json), each its own chunk, fetched only when a screen
// of that language needs it. Components suspend until their namespaces are there (the
// Suspense boundary is in app/providers.tsx). A server-rendered page brings the catalogues
// it used (lib/ssr-data.ts), so it hydrates without waiting for them.
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vitrina/contracts';
import { isLanguage, languageOf, readStoredChoice, readStoredLanguage, storeLanguage } from './language';
import { readSsrData } from './ssr-data';

/**
 * Spanish, the default language, is also the fallback: see docs/decisions/010-i18n-fallback.md.
 * The locale test keeps every catalogue complete, so the fallback is a safety net only.
 */
export const FALLBACK_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** Namespaces every screen uses; feature namespaces are loaded by the screens themselves. */
export const DEFAULT_NAMESPACE = 'common';

/**
 * A new i18next instance in `language` (the browser has one; the server one per language).
 * `bundled`: catalogues already at hand for that language, used instead of fetching them.
 */
export function createI18n(language: Language, bundled?: Record<string, Record<string, unknown>>): I18n {
  const instance = createInstance();
  const resources: Resource | undefined = bundled ? { [language]: bundled } : undefined;
  void instance
    .use(
      resourcesToBackend(
        // Vite turns this template into one lazy chunk per catalogue file.
        (lng: string, namespace: string) =>
          namespace === 'validation'
            ? import('../locales/validation-texts').then((m) => m.validationCatalogue(lng as Language))
            : import(`../locales/${lng}/${namespace}.json`),
      ),
    )
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      ...(resources ? { resources, partialBundledLanguages: true } : {}),
      // React escapes already.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnEmptyString: false,
    });
  return instance;
}

const ssr = readSsrData();
/** A server-rendered page hydrates in the language it was rendered in (see main.tsx). */
const initialLanguage = ssr?.language ?? readStoredLanguage();
const i18n = createI18n(initialLanguage, ssr?.translations);
// The instance every useTranslation() outside an I18nextProvider uses (i.e. the browser's).
initReactI18next.init(i18n);

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

/** The server reads the choice from this cookie, so a page arrives in the chosen language. */
function storeLanguageCookie(language: Language) {
  if (typeof document === 'undefined') return;
  document.cookie = `lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

// <html lang> always follows the language in use (screen readers, hyphenation, fonts).
// languageChanged fires once the new language's loaded namespaces are there.
i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  applyToDocument(language);
  translateDescription();
});

applyToDocument(initialLanguage);

/**
 * After a server-rendered page has hydrated in the server's language: switch to the language
 * kept on this device if it differs (a choice made before the cookie existed), and keep the
 * cookie in step with the stored choice.
 */
export async function adoptStoredLanguage(): Promise<void> {
  const chosen = readStoredChoice();
  if (!chosen) return;
  storeLanguageCookie(chosen);
  if (chosen !== i18n.resolvedLanguage) await i18n.changeLanguage(chosen);
}

/**
 * Switches the interface language and keeps the choice (SPEC §3 key `lang`). Only an explicit
 * choice is stored: the start-up default is not written, so another tab's choice is never
 * overwritten by a page that merely loaded.
 */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  storeLanguageCookie(language);
  await i18n.changeLanguage(language);
}

/**
 * The current language, outside React: what fetchers send as Accept-Language when their caller
 * names none, what notifications and the offline outbox use. The browser's interface language.
 */
export const currentLanguage = (): Language => languageOf(i18n);

/**
 * The current language in a component or hook; it renders again when the language changes. On
 * the server renderer it is the language of the page being rendered (its I18nextProvider).
 * Never suspends: a language is there even before its texts.
 */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation(undefined, { useSuspense: false });
  return languageOf(instance);
}

export { i18n };
