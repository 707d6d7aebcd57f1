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

/** The stored choice, or Spanish (SPEC §9: "es (default, taken from the stored choice)"). */
export const readStoredLanguage = (): Language => readStoredChoice() ?? DEFAULT_LANGUAGE;

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not fatal: the choice just won't survive a reload.
  }
}
