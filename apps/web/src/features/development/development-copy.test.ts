import { describe, expect, it } from 'vitest';
import { copyOf, factsOf, mapAddresses, photosCoverFirst } from './development-copy';

const picture = { url: '/api/images/h?w=640', srcset: '', width: 640, height: 480, color: null };
const photo = (id: number, cover = false) => ({ id, picture, alt: `p${id}`, cover });
const NO_FACTS = { apartments: null, levels: null, area_m2: null, min_unit_m2: null, max_unit_m2: null, products: null };

describe('a development page’s copy', () => {
  it('leads with the first paragraph and keeps the others as the body, as text', () => {
    expect(copyOf('Lead line.\n\nFirst body.\r\n\r\nSecond <b>body</b>.\nSame paragraph.')).toEqual({
      lead: 'Lead line.',
      body: ['First body.', 'Second <b>body</b>.\nSame paragraph.'],
    });
    expect(copyOf('   ')).toEqual({ lead: null, body: [] });
  });

  it('puts the cover photo first and keeps the others in their order', () => {
    expect(photosCoverFirst([photo(1), photo(2), photo(3, true)]).map((p) => p.id)).toEqual([3, 1, 2]);
    expect(photosCoverFirst([photo(1), photo(2)]).map((p) => p.id)).toEqual([1, 2]);
    expect(photosCoverFirst([])).toEqual([]);
  });

  it('shows the figures that are set, in a fixed order, and leaves a null one out', () => {
    expect(factsOf({ apartments: 81, levels: 7, area_m2: 754, min_unit_m2: 35, max_unit_m2: 106, products: 5000 }).map((f) => f.key)).toEqual([
      'apartments',
      'area',
      'levels',
      'sizes',
      'products',
    ]);
    expect(factsOf({ ...NO_FACTS, levels: 0, max_unit_m2: 90 })).toEqual([
      { key: 'levels', value: 0 },
      { key: 'sizes', min: null, max: 90 },
    ]);
    expect(factsOf(NO_FACTS)).toEqual([]);
  });

  it('points the map at the coordinates, or at the address without them', () => {
    const at = mapAddresses({ latitude: 20.6296, longitude: -87.0739, address: 'Quinta Avenida' });
    expect(at.embed).toBe('https://maps.google.com/maps?q=20.6296%2C-87.0739&z=15&output=embed');
    expect(at.link).toBe('https://www.google.com/maps/search/?api=1&query=20.6296%2C-87.0739');
    const byName = mapAddresses({ latitude: null, longitude: -87, address: 'Calle 1 & 2, Tulum' });
    expect(byName.embed).toBe('https://maps.google.com/maps?q=Calle%201%20%26%202%2C%20Tulum&z=15&output=embed');
    expect(byName.link).toContain('query=Calle%201%20%26%202%2C%20Tulum');
  });
});
