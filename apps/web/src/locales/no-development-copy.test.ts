// Issue 21: a development — its name, place, figures and pages' copy — is data (decision 030).
// The interface's catalogues keep only the interface's own words: a development's name, one of
// its figures or a line of its copy typed into them would show on every development's pages.
import { LANGUAGES } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

/** The namespaces of the screens that show a development (the pages, the home, the unit types, the package modal). */
const DEVELOPMENT_SCREENS = ['development', 'home', 'catalogue', 'shell'] as const;
/** The landing and the site's title and description: no development's name or place either (their numbers are the app's: 'Error 404'). */
const BRAND_SCREENS = ['landing', 'common'] as const;

/** Texts whose digits are an example of a form's input, not a development's figure. */
const EXAMPLES = new Set(['contact.phoneHint']);

/** Words of the demo developments that no interface text may carry. */
const DEMO_WORDS = [/Playa del Carmen/i, /Kaanal/i, /Miami/i, /Quinta Avenida|Fifth Avenue|Cinquième Avenue/i, /Quintana Roo/i, /Florida/i];

function texts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => texts(child, path ? `${path}.${key}` : key));
  return [];
}

describe('the interface catalogues carry no development', () => {
  for (const language of LANGUAGES) {
    for (const namespace of DEVELOPMENT_SCREENS) {
      it(`${language}/${namespace} names no demo development and types no figure of one`, () => {
        const catalogue = files[`./${language}/${namespace}.json`];
        expect(catalogue, `${language}/${namespace}.json`).toBeDefined();
        for (const [key, text] of texts(catalogue)) {
          for (const word of DEMO_WORDS) expect(text, `${namespace}:${key}`).not.toMatch(word);
          // Figures of three digits or more (a size, an area, a count of products) are a development's.
          if (EXAMPLES.has(key)) continue;
          expect(text.replace(/\{\{\w+\}\}/g, ''), `${namespace}:${key}`).not.toMatch(/\d[\d.,\s\u202f]{2,}\d|\d{3,}/);
        }
      });
    }
    for (const namespace of BRAND_SCREENS) {
      it(`${language}/${namespace} names no demo development`, () => {
        const catalogue = files[`./${language}/${namespace}.json`];
        expect(catalogue, `${language}/${namespace}.json`).toBeDefined();
        for (const [key, text] of texts(catalogue)) for (const word of DEMO_WORDS) expect(text, `${namespace}:${key}`).not.toMatch(word);
      });
    }
  }

  it('has no page copy left for the development pages: their lead and body are the development’s', () => {
    for (const language of LANGUAGES) {
      const info = (files[`./${language}/development.json`] as { info: Record<string, Record<string, unknown>> }).info;
      for (const [page, entry] of Object.entries(info)) {
        if (typeof entry !== 'object') continue;
        expect(entry, `${language} info.${page}`).not.toHaveProperty('lead');
        expect(entry, `${language} info.${page}`).not.toHaveProperty('body');
      }
    }
  });
});
