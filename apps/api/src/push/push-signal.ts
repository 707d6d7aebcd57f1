// "Push messages were queued" within this process (decision 065). A producer writes them in its
// event's transaction, before the commit; the push plugin hears this and wakes its sender when
// the request that wrote them has answered (the commit is done by then), and its interval round
// catches any other (a background round's).
const listeners = new Set<() => void>();

export function onPushQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pushQueued(): void {
  for (const listener of listeners) listener();
}
