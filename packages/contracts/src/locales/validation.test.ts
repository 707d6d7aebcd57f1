import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums';
import { SPEC_SPANISH_TEXTS, VALIDATION_MESSAGE_KEYS, type ValidationMessageKey } from '../messages';
import { VALIDATION_TEXTS } from './validation';

describe('VALIDATION_TEXTS', () => {
  it('has a non-empty text for every validation key in every language', () => {
    expect(VALIDATION_MESSAGE_KEYS.length).toBeGreaterThan(20);
    for (const lang of LANGUAGES) {
      for (const key of VALIDATION_MESSAGE_KEYS) expect(VALIDATION_TEXTS[lang][key]?.trim(), `${lang} ${key}`).toBeTruthy();
      expect(Object.keys(VALIDATION_TEXTS[lang]).sort(), lang).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
    }
  });

  it('uses the Spanish wording of SPEC §5 and §8 exactly', () => {
    const entries = Object.entries(SPEC_SPANISH_TEXTS) as [ValidationMessageKey, string][];
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, text] of entries) expect(VALIDATION_TEXTS.es[key]).toBe(text);
  });

  it('asks for the country code with + and mentions spaces in the confirmation', () => {
    for (const lang of LANGUAGES) {
      expect(VALIDATION_TEXTS[lang]['register.phoneInvalid']).toContain('+');
      expect(VALIDATION_TEXTS[lang]['register.phoneInvalid']).toMatch(/10.*15/);
    }
    expect(VALIDATION_TEXTS.es['register.passwordsNotMatch']).toMatch(/espacios/);
    expect(VALIDATION_TEXTS.en['register.passwordsNotMatch']).toMatch(/spaces/);
    expect(VALIDATION_TEXTS.fr['register.passwordsNotMatch']).toMatch(/espace/);
  });

  it('is translated: no language repeats another language’s text for the sentences', () => {
    const same = VALIDATION_MESSAGE_KEYS.filter((k) => VALIDATION_TEXTS.es[k] === VALIDATION_TEXTS.en[k] || VALIDATION_TEXTS.en[k] === VALIDATION_TEXTS.fr[k]);
    expect(same).toEqual([]);
  });
});
