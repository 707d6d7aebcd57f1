// Which of a thread's messages read "new" (issue 34): the other side's messages that were unread
// when the thread was read. Reading the thread marks them read on the server, so any later read
// of it (the window focused again after 30 s, a message sent, a refresh) answers `unread: 0`;
// the marks a reader was shown stay for as long as the thread stays open, not only until the
// next read.
import { useState } from 'react';
import type { MessageSide, MessageThread } from '@vitrina/contracts';

/** The ids of the other side's newest `unread` messages in this answer. */
function unreadIds(thread: MessageThread, side: MessageSide): number[] {
  const ids: number[] = [];
  for (let i = thread.messages.length - 1; i >= 0 && ids.length < thread.unread; i -= 1) {
    const message = thread.messages[i]!;
    if (message.author.side !== side) ids.push(message.id);
  }
  return ids;
}

/** The messages marked new since the thread was opened: each answer's unread ones, kept. */
export function useNewMarks(thread: MessageThread | null | undefined, side: MessageSide): ReadonlySet<number> {
  const [marked, setMarked] = useState<ReadonlySet<number>>(() => new Set(thread ? unreadIds(thread, side) : []));
  const added = thread ? unreadIds(thread, side).filter((id) => !marked.has(id)) : [];
  if (added.length === 0) return marked;
  // Kept while rendering (React's "adjusting state when a prop changes"): no render shows a mark lost.
  const next = new Set([...marked, ...added]);
  setMarked(next);
  return next;
}
