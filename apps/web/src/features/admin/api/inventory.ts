// The inventory (SPEC /materials/inventory): the catalogue grouped by category, typology and
// room with quantities and totals, and its CSV export (client-side).
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

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading =,+,-,@ is defused. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function inventoryCsv(items: readonly Item[], headers: readonly string[], yes: string, no: string): string {
  const rows = items.map((i) => [i.category, i.typology ?? '', i.room_label ?? i.room, i.code, i.item, i.type, i.quantity, i.image ? yes : no]);
  return `\uFEFF${[headers, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export function downloadText(content: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
