// The copy the tests expect comes from the catalogues themselves, so editing a text never
// breaks a test, while a missing or untranslated screen still does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGUAGES = ['es', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Accessible names of the language buttons (their own names, not translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English', fr: 'Français' };

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/locales');

type Catalogue = { [key: string]: string | Catalogue };

export function catalogue(language: Language, namespace: string): Catalogue {
  return JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Catalogue;
}

/** `text('fr', 'common', 'notFound.title')` */
export function text(language: Language, namespace: string, key: string): string {
  const value = key.split('.').reduce<string | Catalogue | undefined>(
    (node, part) => (typeof node === 'object' ? node[part] : undefined),
    catalogue(language, namespace),
  );
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}
