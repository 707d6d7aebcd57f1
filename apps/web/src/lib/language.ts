// The product's languages (SPEC §1, §9) and where the choice is kept (SPEC §3: key `lang`).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vitrina/contracts';

export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Each language's own name (endonym). Not translated on purpose: a reader who does not
 * understand the current language must still find theirs.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a person chose on this device, or null when none was chosen. */
export function readStoredChoice(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be unavailable (privacy modes): the default still works.
    return null;
  }
}

/**
 * A value as a product language, else Spanish (SPEC §9: es is the default): the one fallback of
 * the web app's language. An i18next instance is read by its resolved language, then the one it
 * was asked for.
 */
export function asLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The language an i18next instance is showing (see asLanguage). */
export const languageOf = (instance: { resolvedLanguage?: string | undefined; language?: string | undefined }): Language =>
  asLanguage(instance.resolvedLanguage ?? instance.language);

/**
 * The choice the server renders pages in: the `lang` cookie the app writes beside the stored
 * choice (lib/i18n.ts). A device can hold the cookie without the stored choice (site data
 * cleared in part, a browser that expires script storage first).
 */
export function readCookieChoice(): Language | null {
  const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(globalThis.document?.cookie ?? '');
  return match && isLanguage(match[1]) ? match[1] : null;
}

/**
 * The stored choice, else the cookie's, or Spanish (SPEC §9: "es (default, taken from the stored
 * choice)"). A page the browser draws (offline, signed in) is thus in the language the server
 * drew the last page in, and reads the answers kept in that language (issue 36).
 */
export const readStoredLanguage = (): Language => asLanguage(readStoredChoice() ?? readCookieChoice());

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not fatal: the choice just won't survive a reload.
  }
}
