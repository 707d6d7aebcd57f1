// The 'validation' namespace: the texts of the shared schemas' message keys, taken from
// VALIDATION_TEXTS of @vitrina/contracts (the API's catalogue reads the same table), so each
// rule has one wording. Flat keys ('register.nameRequired') become nested objects for i18next.
import { VALIDATION_TEXTS, type Language } from '@vitrina/contracts';

export type ValidationCatalogue = Record<string, Record<string, string>>;

export function validationCatalogue(language: Language): ValidationCatalogue {
  const out: ValidationCatalogue = {};
  for (const [key, text] of Object.entries(VALIDATION_TEXTS[language])) {
    const dot = key.indexOf('.');
    const group = key.slice(0, dot);
    (out[group] ??= {})[key.slice(dot + 1)] = text;
  }
  return out;
}
