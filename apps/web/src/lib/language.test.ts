import { describe, expect, it } from 'vitest';
import { asLanguage, languageOf, readStoredLanguage } from './language';

describe('the one fallback of the language', () => {
  it('keeps a product language and falls back to Spanish for anything else', () => {
    expect(asLanguage('fr')).toBe('fr');
    expect(asLanguage('en')).toBe('en');
    for (const other of [undefined, null, '', 'de', 'en-GB', 'cimode', 3]) expect(asLanguage(other)).toBe('es');
  });

  it('reads an i18next instance by its resolved language, then the one it was asked for', () => {
    expect(languageOf({ resolvedLanguage: 'en', language: 'fr' })).toBe('en');
    expect(languageOf({ resolvedLanguage: undefined, language: 'fr' })).toBe('fr');
    expect(languageOf({ resolvedLanguage: undefined, language: 'de' })).toBe('es');
    expect(languageOf({})).toBe('es');
  });

  it('starts in Spanish when no choice is stored (no storage here)', () => {
    expect(readStoredLanguage()).toBe('es');
  });
});
