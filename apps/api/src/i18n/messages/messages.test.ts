import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vitrina/contracts';
import { catalogues } from './index';

describe('API message catalogue', () => {
  it('has every key in every language, none empty', () => {
    const keys = new Set(LANGUAGES.flatMap((lang) => Object.keys(catalogues[lang])));
    expect(keys.size).toBeGreaterThan(5);
    for (const lang of LANGUAGES) {
      const missing = [...keys].filter((k) => !catalogues[lang][k]?.trim());
      expect(missing, `missing in ${lang}`).toEqual([]);
    }
  });

  it('uses the same {placeholders} in every language', () => {
    for (const key of Object.keys(catalogues.es)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const lang of LANGUAGES) expect(names(catalogues[lang][key]!), `${lang} ${key}`).toEqual(names(catalogues.es[key]!));
    }
  });
});
