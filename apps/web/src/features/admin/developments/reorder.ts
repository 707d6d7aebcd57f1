// The developments' own orders. `moveItem` (one entry one step) is the office's shared rule.
import { moveItem } from '../shared/move-item';

export { moveItem };

/**
 * The Admin's order after moving one development: the slugs of those that are not archived
 * (archived ones are listed apart and keep no place), in their new order.
 */
export function orderAfterMove<T extends { slug: string; status: string }>(all: readonly T[], slug: string, step: -1 | 1): T[] | null {
  const active = all.filter((d) => d.status !== 'archived');
  const from = active.findIndex((d) => d.slug === slug);
  const to = from + step;
  if (from < 0 || to < 0 || to >= active.length) return null;
  return [...moveItem(active, from, to), ...all.filter((d) => d.status === 'archived')];
}
