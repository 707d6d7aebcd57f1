import { describe, expect, it } from 'vitest';
import { unitTypeText } from './unit-type';

const unit = { description: 'CONDO Depto. -2 Recamaras', typology_name: 'Two-bedroom apartment' };

describe('unitTypeText', () => {
  it('keeps the spec description in Spanish', () => {
    expect(unitTypeText(unit, 'es')).toBe('CONDO Depto. -2 Recamaras');
  });
  it('shows the translated unit-type name in English and French', () => {
    expect(unitTypeText(unit, 'en')).toBe('Two-bedroom apartment');
    expect(unitTypeText({ ...unit, typology_name: 'Appartement deux chambres' }, 'fr')).toBe('Appartement deux chambres');
  });
  it('falls back to the description when no name came with the unit', () => {
    expect(unitTypeText({ description: unit.description }, 'en')).toBe(unit.description);
  });
});
