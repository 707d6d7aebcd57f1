import { describe, expect, it } from 'vitest';
import type { Item } from '@vitrina/contracts';
import { groupInventory, searchInventory } from './inventory';

const item = (id: number, category: Item['category'], typology: Item['typology'], room: string, quantity: number, image: string | null = null): Item => ({
  id,
  item: `Item ${id}`,
  code: `C-${id}`,
  room,
  room_label: room,
  type: 'Mueble',
  description: '',
  category,
  quantity,
  image,
  typology,
});

describe('inventory', () => {
  const items = [item(1, 'GOLD', '2R', 'Sala', 2), item(2, 'GOLD', '2R', 'Sala', 3, '/x'), item(3, 'ESTANDAR', '1R', 'Baño', 1)];
  it('groups by category, typology and room with totals', () => {
    const groups = groupInventory(items);
    expect(groups.map((g) => [g.category, g.typology, g.room, g.quantity])).toEqual([
      ['ESTANDAR', '1R', 'Baño', 1],
      ['GOLD', '2R', 'Sala', 5],
    ]);
  });
  it('searches every text column', () => {
    expect(searchInventory(items, 'c-3').map((i) => i.id)).toEqual([3]);
    expect(searchInventory(items, 'gold').length).toBe(2);
  });
});
