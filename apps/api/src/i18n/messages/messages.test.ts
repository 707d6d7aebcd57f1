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

  // Spanish speaks as usted (DESIGN). The owner's file's answers and mails said "Adjunta…",
  // "edita…", "Envía…", "Ábrelo…", and every 404 "lo que buscas"; these words of tú must not come
  // back in them. A list of words, not grammar: enough for the forms these texts use.
  it("speaks as usted in Spanish in the owner's file's answers and mails", () => {
    const tuWords = /(?<!\p{L})(tú|tu|tus|te|ti|puedes|podrás|quieres|buscas|tienes|elige|escribe|revisa|inténtalo|adjunta|envía|edita|ábrelo|descarga|sube|usa|agrega)(?!\p{L})/iu;
    const ownerFile = /^(common|auth|documents|payments|receipt|collections|messages|notifications)\.|^mail\.(receipt|reminder|void|message)\./;
    const texts = Object.entries(catalogues.es).filter(([key]) => ownerFile.test(key));
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter(([, text]) => tuWords.test(text))).toEqual([]);
  });
});
