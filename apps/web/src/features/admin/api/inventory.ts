// The inventory (SPEC /materials/inventory): the catalogue grouped by category, typology and
// room with quantities and totals. (Its export is the server's: GET /items/export.)
import type { Item } from '@vitrina/contracts';

export interface InventoryGroup {
  key: string;
  category: Item['category'];
  typology: string;
  room: string;
  items: Item[];
  quantity: number;
}

const CATEGORY_ORDER = ['ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK'];

export function groupInventory(items: readonly Item[]): InventoryGroup[] {
  const groups = new Map<string, InventoryGroup>();
  for (const item of items) {
    const typology = item.typology ?? '';
    const room = item.room_label ?? item.room;
    const key = `${item.category}|${typology}|${room}`;
    const group = groups.get(key) ?? { key, category: item.category, typology, room, items: [], quantity: 0 };
    group.items.push(item);
    group.quantity += item.quantity;
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
      a.typology.localeCompare(b.typology) ||
      a.room.localeCompare(b.room),
  );
}

export function searchInventory(items: readonly Item[], query: string): Item[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  return items.filter((item) =>
    [item.item, item.code, item.category, item.typology, item.room_label, item.room, item.type].some((f) => (f ?? '').toLowerCase().includes(q)),
  );
}
