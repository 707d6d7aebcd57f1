// Moving one entry of an ordered list (developments, a page's photos, distances, a news post's
// photos) one step up or down with buttons: the new order, or the same list when the move would
// leave it.
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
