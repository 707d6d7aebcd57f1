// The project's figures (SPEC §2.20, §9) live once, in PROJECT_FACTS: the texts that mention
// them take them by interpolation, so a changed figure can never leave a stale number in one
// language. A digit typed into one of these texts fails here.
import { LANGUAGES, PROJECT_FACTS } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function textAt(language: string, namespace: string, key: string): string {
  const catalogue = files[`../../locales/${language}/${namespace}.json`];
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}

/** The texts that state project figures, and the PROJECT_FACTS each must interpolate. */
const FIGURE_TEXTS = [
  { namespace: 'development', key: 'info.project.body', placeholders: ['apartments', 'levels', 'area', 'products', 'studio', 'penthouse'] },
  { namespace: 'development', key: 'info.project.area', placeholders: ['area'] },
  { namespace: 'development', key: 'info.project.products', placeholders: ['count'] },
  { namespace: 'catalogue', key: 'units.topologyLead', placeholders: ['studio', 'penthouse'] },
] as const;

describe('project figures come from PROJECT_FACTS', () => {
  for (const language of LANGUAGES) {
    for (const { namespace, key, placeholders } of FIGURE_TEXTS) {
      it(`${language}/${namespace}:${key} interpolates its figures and types none`, () => {
        const value = textAt(language, namespace, key);
        for (const name of placeholders) expect(value).toContain(`{{${name}}}`);
        expect(value.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/\d/);
      });
    }
  }

  it('no development or catalogue text types one of the distinctive (3+ digit) figures', () => {
    // Short figures (7, 35, 81) could be any number in future copy; these cannot. A thousands
    // separator of any language (5,000 · 5 000 · 5.000) counts.
    const figures = Object.values(PROJECT_FACTS)
      .map(String)
      .filter((figure) => figure.length >= 3)
      .map((figure) => new RegExp(`(^|\\D)${figure.replace(/(\d)(?=(\d{3})+$)/g, '$1[,.\\s\\u202f]?')}(\\D|$)`));
    expect(figures.some((pattern) => pattern.test('more than 5 000 products'))).toBe(true);
    for (const [file, catalogue] of Object.entries(files)) {
      if (!/\/(development|catalogue)\.json$/.test(file)) continue;
      const json = JSON.stringify(catalogue).replace(/\{\{\w+\}\}/g, '');
      for (const pattern of figures) expect(json, `${file} types ${pattern}`).not.toMatch(pattern);
    }
  });
});
