// Pure helpers of the clients page and the assign dialog (unit-tested). The assign dialog's
// search is the server's (GET /users/page, issue 13).
import type { DevelopmentSummary, Property } from '@vitrina/contracts';

const fold = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The development a clients page's address names (/clients/{development}, SPEC §2.17): its slug,
 * or its code as older links had it (any case). null: none of the developments listed, and the
 * page lists every unit, as before developments were data.
 */
export function developmentCodeOf(param: string, developments: readonly DevelopmentSummary[]): string | null {
  const wanted = param.trim().toLowerCase();
  if (!wanted) return null;
  const found = developments.find((d) => d.slug === wanted || d.code.toLowerCase() === wanted);
  return found?.code ?? null;
}

/** The units of one development (its code), or all of them when none is named. */
export const unitsOfDevelopment = (units: readonly Property[], code: string | null): Property[] =>
  code === null ? [...units] : units.filter((unit) => unit.development === code);

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
