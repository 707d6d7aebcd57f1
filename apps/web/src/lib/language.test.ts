import { afterEach, describe, expect, it, vi } from 'vitest';
import { asLanguage, languageOf, readCookieChoice, readStoredLanguage } from './language';

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

  describe('the server\'s cookie, when nothing is stored (issue 36)', () => {
    afterEach(() => vi.unstubAllGlobals());
    const storage = (lang: string | null) => ({ getItem: (key: string) => (key === 'lang' ? lang : null) });

    it('takes the cookie\'s language, among other cookies, and only a product language', () => {
      vi.stubGlobal('document', { cookie: 'theme=dark; lang=fr; other=1' });
      expect(readCookieChoice()).toBe('fr');
      expect(readStoredLanguage()).toBe('fr');
      vi.stubGlobal('document', { cookie: 'lang=de' });
      expect(readCookieChoice()).toBeNull();
      expect(readStoredLanguage()).toBe('es');
      vi.stubGlobal('document', { cookie: 'xlang=en' });
      expect(readCookieChoice()).toBeNull();
    });

    it('the stored choice wins over the cookie', () => {
      vi.stubGlobal('document', { cookie: 'lang=fr' });
      vi.stubGlobal('localStorage', storage('en'));
      expect(readStoredLanguage()).toBe('en');
      vi.stubGlobal('localStorage', storage(null));
      expect(readStoredLanguage()).toBe('fr');
    });
  });
});
