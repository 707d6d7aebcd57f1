// Every catalogue must hold the same keys in es, en and fr, so no screen ever shows a key or
// silently falls back to another language. Also checks that values are non-empty strings and
// that a translation keeps the same {{placeholders}} as the others.
import { LANGUAGES } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

/** language → namespace → catalogue */
const catalogues = new Map<string, Map<string, Catalogue>>();
for (const [file, catalogue] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) throw new Error(`unexpected catalogue path ${file}`);
  if (!catalogues.has(language)) catalogues.set(language, new Map());
  catalogues.get(language)!.set(namespace, catalogue);
}

/** Flattens nested objects into dotted keys: { a: { b: 'x' } } → { 'a.b': 'x' }. */
function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const namespaces = [...new Set([...catalogues.values()].flatMap((byNamespace) => [...byNamespace.keys()]))].sort();

describe('locale catalogues', () => {
  it('exist for exactly the product languages', () => {
    expect([...catalogues.keys()].sort()).toEqual([...LANGUAGES].sort());
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('%s has every namespace', (language) => {
    expect([...(catalogues.get(language)?.keys() ?? [])].sort()).toEqual(namespaces);
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const flat = Object.fromEntries(
      LANGUAGES.map((language) => [language, flatten(catalogues.get(language)?.get(namespace) ?? {})]),
    ) as Record<(typeof LANGUAGES)[number], Record<string, unknown>>;
    const allKeys = [...new Set(LANGUAGES.flatMap((language) => Object.keys(flat[language])))].sort();

    it.each(LANGUAGES)('%s has every key that another language has', (language) => {
      const missing = allKeys.filter((key) => !(key in flat[language]));
      expect(missing, `keys missing in ${language}/${namespace}.json`).toEqual([]);
    });

    it.each(LANGUAGES)('%s values are non-empty strings', (language) => {
      const bad = Object.entries(flat[language])
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(bad, `empty or non-string values in ${language}/${namespace}.json`).toEqual([]);
    });

    it('keeps the same {{placeholders}} in every language', () => {
      const mismatched = allKeys.filter((key) => {
        const sets = LANGUAGES.map((language) => JSON.stringify(placeholders(String(flat[language][key] ?? ''))));
        return new Set(sets).size > 1;
      });
      expect(mismatched).toEqual([]);
    });
  });
});

// Spanish addresses the user as usted (DESIGN). The owner's file and the collections were written
// with some tú ("ves lo último…", "Tu mensaje", "Pediste…"); these words of tú must not come back
// there. A list of words, not grammar: enough to catch the forms these screens use.
const TU_WORDS = /(?<!\p{L})(tú|tu|tus|te|ti|puedes|podrás|quieres|ves|tienes|elige|escribe|revisa|inténtalo|pediste|pagaste|firmaste|descarga|sube|adjunta|usa|agrega|añade|vuelve a intentarlo)(?!\p{L})/iu;
describe.each(['ownerFile', 'ownerFileOffice', 'collections'])('Spanish %s', (namespace) => {
  it('speaks as usted', () => {
    const flat = flatten(catalogues.get('es')?.get(namespace) ?? {});
    expect(Object.keys(flat).length).toBeGreaterThan(5);
    const tu = Object.entries(flat).filter(([, value]) => TU_WORDS.test(String(value)));
    expect(tu).toEqual([]);
  });
});

