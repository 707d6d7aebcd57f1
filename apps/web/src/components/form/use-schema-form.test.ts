import { describe, expect, it } from 'vitest';
import { fieldPaths, splitFieldErrors } from './use-schema-form';

describe('the form hook: field paths and server errors', () => {
  it('walks nested values into dotted paths, in their order', () => {
    expect(fieldPaths({ item: { es: '', en: '', fr: '' }, code: '', quantity: '1', acceptTerms: false })).toEqual(['item.es', 'item.en', 'item.fr', 'code', 'quantity', 'acceptTerms']);
    expect(fieldPaths({})).toEqual([]);
  });

  it('walks lists of groups too: the list itself, then each entry; a list of plain values is one field', () => {
    expect(fieldPaths({ plan: [{ label: { es: '' }, percent: '' }, { label: { es: '' }, percent: '' }], tags: ['a'], none: [] })).toEqual([
      'plan',
      'plan.0.label.es',
      'plan.0.percent',
      'plan.1.label.es',
      'plan.1.percent',
      'tags',
      'none',
    ]);
  });

  it("places the errors of the form's fields in the form's order and gives back the others", () => {
    const found = { price: 'Ce champ n’est pas accepté', code: 'Ya existe', 'item.fr': 'Saisissez…' };
    expect(splitFieldErrors(found, ['item.es', 'item.fr', 'code'])).toEqual({
      placed: [
        ['item.fr', 'Saisissez…'],
        ['code', 'Ya existe'],
      ],
      unplaced: ['Ce champ n’est pas accepté'],
    });
    expect(splitFieldErrors({}, ['code'])).toEqual({ placed: [], unplaced: [] });
  });
});
