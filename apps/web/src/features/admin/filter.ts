// Pure helpers of the clients page and the assign dialog (unit-tested). The assign dialog's
// search is the server's (GET /users/page, issue 13).
import type { Property } from '@vitrina/contracts';

const fold = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

/** The clients page's search box: over the unit number and the owner (name, e-mail, phone). */
export function filterUnits(units: readonly Property[], query: string): Property[] {
  const q = fold(query);
  if (!q) return [...units];
  return units.filter((unit) =>
    [unit.number, unit.name, unit.user?.name, unit.user?.email, unit.user?.phone].some((field) => fold(field).includes(q)),
  );
}

/** The page buttons shown: at most `buttons`, a window around the current page (1-based). */
export function pageWindow(current: number, total: number, buttons: number): number[] {
  if (total <= 0) return [];
  const size = Math.min(buttons, total);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export const pageCount = (items: number, pageSize: number) => Math.max(1, Math.ceil(items / pageSize));
