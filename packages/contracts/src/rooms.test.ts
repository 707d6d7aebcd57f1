import { describe, expect, it } from 'vitest';
import { LANGUAGES, ROOMS, TYPOLOGY_CODES } from './enums';
import { filterItemsByRoom, roomFilterOptions, roomLabel, roomLabelIn, roomTranslations, translateRoomLabel } from './rooms';

// The expected label of every catalogue room for every typology, written out by hand from
// SPEC §9 (not computed), so a change of rule order or scope shows up here.
const SAME = (room: string) => Object.fromEntries(TYPOLOGY_CODES.map((t) => [t, room]));
const EXPECTED: Record<string, Record<string, string>> = {
  'BAÑO1 - GENERAL': { ...SAME('BAÑO1 - GENERAL'), '2R': 'BAÑO1 - MASTER BED' },
  COCINA: {
    '1R': 'COCINA - ISLA',
    '2R': 'Cocina / Comedor',
    '3R': 'Cocina / Comedor',
    PH: 'COCINA - ISLA',
    ESP: 'Cocina / Comedor',
    EG: 'COCINETA',
    EPH: 'COCINETA',
  },
  Cocina: {
    '1R': 'COCINA - ISLA',
    '2R': 'Cocina / Comedor',
    '3R': 'Cocina / Comedor',
    PH: 'COCINA - ISLA',
    ESP: 'Cocina / Comedor',
    EG: 'COCINETA',
    EPH: 'COCINETA',
  },
  COMEDOR: SAME('Cocina / Comedor'),
  Comedor: SAME('Cocina / Comedor'),
};

describe('roomLabel (SPEC §9)', () => {
  for (const room of ROOMS) {
    for (const typology of TYPOLOGY_CODES) {
      const expected = EXPECTED[room]?.[typology] ?? room;
      it(`${room} on ${typology} → ${expected}`, () => {
        expect(roomLabel(room, typology)).toBe(expected);
      });
    }
  }

  it('compares rooms and typologies case-insensitively and ignores stray spaces', () => {
    expect(roomLabel('baño1 - general', '2r')).toBe('BAÑO1 - MASTER BED');
    expect(roomLabel('  BAÑO1  -  GENERAL ', '2R')).toBe('BAÑO1 - MASTER BED');
    expect(roomLabel('BAN\u0303O1 - GENERAL', '2R')).toBe('BAÑO1 - MASTER BED'); // decomposed Ñ
    expect(roomLabel('cocina', 'eg')).toBe('COCINETA');
    expect(roomLabel('coMEDor', 'PH')).toBe('Cocina / Comedor');
  });

  it('leaves other rooms, and rooms merely containing a rule word, as they are', () => {
    expect(roomLabel('Sala de TV', '2R')).toBe('Sala de TV');
    expect(roomLabel('COCINA EXTERIOR', 'PH')).toBe('COCINA EXTERIOR');
    expect(roomLabel('BAÑO1 - GENERAL', null)).toBe('BAÑO1 - GENERAL');
    expect(roomLabel('COCINA', undefined)).toBe('Cocina / Comedor');
  });
});

describe('room label translations', () => {
  const reachable = new Set(ROOMS.flatMap((room) => TYPOLOGY_CODES.map((t) => roomLabel(room, t))));

  it.each([...reachable])('%s has a translation in es, en and fr', (label) => {
    const t = roomTranslations(label);
    expect(t).not.toBeNull();
    for (const lang of LANGUAGES) expect(t?.[lang]?.trim()).toBeTruthy();
    expect(t?.es).toBe(label);
  });

  it('gives the agreed wording', () => {
    expect(roomLabelIn('SALA', '2R', 'en')).toBe('Living room');
    expect(roomLabelIn('SALA', '2R', 'fr')).toBe('Salon');
    expect(roomLabelIn('Comedor', '3R', 'en')).toBe('Kitchen / Dining');
    expect(roomLabelIn('COCINA', 'PH', 'fr')).toBe('Cuisine - Îlot');
    expect(roomLabelIn('COCINA', 'EPH', 'en')).toBe('Kitchenette');
    expect(roomLabelIn('BAÑO1 - GENERAL', '2R', 'fr')).toBe('Salle de bain 1 - Chambre principale');
    expect(roomLabelIn('RECAMARA PRINCIPAL', '1R', 'en')).toBe('Master bedroom');
  });

  it('keeps the exact Spanish label for es and the raw text for unknown rooms', () => {
    expect(roomLabelIn('COCINA', '2R', 'es')).toBe('Cocina / Comedor');
    expect(roomLabelIn('sala', '2R', 'es')).toBe('sala');
    expect(roomLabelIn('sala', '2R', 'en')).toBe('Living room');
    expect(translateRoomLabel('Bodega', 'fr')).toBe('Bodega');
  });
});

describe('room filter strip', () => {
  const items = [
    { id: 1, room: 'SALA' },
    { id: 2, room: 'COCINA' },
    { id: 3, room: 'Comedor' },
    { id: 4, room: 'Sala' },
    { id: 5, room: 'BAÑO1 - GENERAL' },
    { id: 6, room: '' },
    { id: 7, room: 'TERRAZA' },
  ];

  it('lists distinct labels in first-seen order', () => {
    expect(roomFilterOptions(items, '2R')).toEqual(['SALA', 'Cocina / Comedor', 'BAÑO1 - MASTER BED', 'TERRAZA']);
    expect(roomFilterOptions(items, 'PH')).toEqual(['SALA', 'COCINA - ISLA', 'Cocina / Comedor', 'BAÑO1 - GENERAL', 'TERRAZA']);
  });

  it('filters the items of a chip, and all of them for "all"', () => {
    expect(filterItemsByRoom(items, '2R', 'Cocina / Comedor').map((i) => i.id)).toEqual([2, 3]);
    expect(filterItemsByRoom(items, '2R', 'SALA').map((i) => i.id)).toEqual([1, 4]);
    expect(filterItemsByRoom(items, '2R', 'all')).toHaveLength(items.length);
  });
});
