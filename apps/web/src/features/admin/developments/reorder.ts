// Moving one entry of an ordered list (developments, a page's photos, distances) one step up or
// down with buttons: the new order, or the same list when the move would leave it.
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

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
