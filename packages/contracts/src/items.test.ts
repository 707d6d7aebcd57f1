import { describe, expect, it } from 'vitest';
import { itemSchema, itemsByCategoryRequestSchema } from './items';
import { categoryFetchesItems, packageFromQuery, readFavorites, showRoomCategory, showRoomTabs } from './show-room';

describe('POST /items/category request', () => {
  it('defaults the typology to 2R and reads ESTÁNDAR as ESTANDAR', () => {
    expect(itemsByCategoryRequestSchema.parse({ category: 'ESTÁNDAR' })).toEqual({ category: 'ESTANDAR', typology: '2R' });
    expect(itemsByCategoryRequestSchema.parse({ category: 'gold', typology: 'PH' })).toEqual({ category: 'GOLD', typology: 'PH' });
  });

  it('refuses unknown categories and typologies', () => {
    expect(itemsByCategoryRequestSchema.safeParse({ category: 'SILVER' }).success).toBe(false);
    expect(itemsByCategoryRequestSchema.safeParse({ category: 'GOLD', typology: '4R' }).success).toBe(false);
  });
});

describe('show room category (SPEC §4)', () => {
  it('follows the query when it names a package', () => {
    expect(showRoomCategory('PREMIUM', 'GOLD')).toBe('PREMIUM');
    expect(showRoomCategory('black', null)).toBe('BLACK');
  });

  it('otherwise follows the property furniture, else GOLD', () => {
    expect(showRoomCategory('ESTANDAR', 'PREMIUM')).toBe('PREMIUM'); // not a package
    expect(showRoomCategory('SILVER', 'ESTÁNDAR')).toBe('ESTANDAR');
    expect(showRoomCategory(null, undefined)).toBe('GOLD');
    expect(showRoomCategory('', 'nonsense')).toBe('GOLD');
  });

  it('reads only packages from the query and fetches nothing for BLACK', () => {
    expect(packageFromQuery('Gold')).toBe('GOLD');
    expect(packageFromQuery('ESTANDAR')).toBeNull();
    expect(categoryFetchesItems('BLACK')).toBe(false);
    expect(categoryFetchesItems('GOLD')).toBe(true);
  });

  it('adds an ESTANDAR tab only for a unit furnished at ESTANDAR, so its category shows as a tab', () => {
    expect(showRoomTabs('ESTÁNDAR')).toEqual(['ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK']);
    expect(showRoomTabs(' estandar ')).toEqual(['ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK']);
    for (const furniture of ['GOLD', 'PREMIUM', 'BLACK', null, undefined, 'nonsense']) {
      expect(showRoomTabs(furniture)).toEqual(['GOLD', 'PREMIUM', 'BLACK']);
    }
    // Every category the show room can open on for a unit is one of that unit's tabs.
    for (const furniture of ['ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK', null]) {
      for (const query of ['GOLD', 'PREMIUM', 'BLACK', 'ESTANDAR', null]) {
        expect(showRoomTabs(furniture)).toContain(showRoomCategory(query, furniture));
      }
    }
  });
});

describe('item answer and favourites', () => {
  const item = {
    id: 3,
    item: 'Sofá',
    code: 'SF-01',
    room: 'SALA',
    type: 'Mueble',
    description: 'Sofá de tres plazas',
    category: 'GOLD',
    quantity: 1,
    image: null,
  };

  it('reads an item without image and refuses the accented category on output', () => {
    expect(itemSchema.parse(item)).toEqual(item);
    expect(itemSchema.safeParse({ ...item, category: 'ESTÁNDAR' }).success).toBe(false);
    expect(itemSchema.safeParse({ ...item, quantity: -1 }).success).toBe(false);
  });

  it('keeps the readable favourites and drops the rest', () => {
    const stored = [
      { id: 1, name: 'Sofá', category: 'estándar', image: null, isFavorite: true },
      { id: 2, name: 'Mesa' },
      'garbage',
    ];
    expect(readFavorites(stored)).toEqual([{ id: 1, name: 'Sofá', category: 'ESTANDAR', image: null, isFavorite: true }]);
    expect(readFavorites('{"not":"a list"}')).toEqual([]);
  });
});
