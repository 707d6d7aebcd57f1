import { describe, expect, it } from 'vitest';
import type { AppNotification, NotificationList } from '@vitrina/contracts';
import { NOTIFICATIONS_PAGE, nextBefore, notificationsOf } from './get-notifications';
import { markedRead } from './mark-read';

const note = (id: number, read = false): AppNotification => ({
  id,
  kind: 'message_received',
  title: `Nuevo mensaje ${id}`,
  link: '/property/7/file',
  created_at: '2026-11-28T10:00:00Z',
  read_at: read ? '2026-11-28T11:00:00Z' : null,
});
const page = (ids: number[], unread: number): NotificationList => ({ unread, notifications: ids.map((id) => note(id)) });
const full = (from: number) => Array.from({ length: NOTIFICATIONS_PAGE }, (_, i) => from - i);

describe('nextBefore', () => {
  it('asks for the page older than the last one of a full page', () => {
    expect(nextBefore(page(full(50), 3))).toBe(50 - NOTIFICATIONS_PAGE + 1);
  });
  it('stops after a short page (and an empty one)', () => {
    expect(nextBefore(page([5, 4], 1))).toBeUndefined();
    expect(nextBefore(page([], 0))).toBeUndefined();
  });
});

describe('notificationsOf', () => {
  it('joins the pages newest first with the newest page’s count, each notification once', () => {
    const data = { pages: [page([9, 8], 4), page([8, 7], 2)], pageParams: [null, 8] };
    const list = notificationsOf(data);
    expect(list.unread).toBe(4);
    expect(list.notifications.map((n) => n.id)).toEqual([9, 8, 7]);
  });
});

describe('markedRead', () => {
  it('marks the chosen unread ones at the time given, keeps a first read time, and sets the count', () => {
    const data = { pages: [{ unread: 2, notifications: [note(3), note(2, true)] }, page([1], 2)], pageParams: [null, 2] };
    const out = markedRead(data, (id) => id !== 1, 1, '2026-11-28T12:00:00Z');
    expect(out.pages[0]!.unread).toBe(1);
    expect(out.pages[0]!.notifications.map((n) => n.read_at)).toEqual(['2026-11-28T12:00:00Z', '2026-11-28T11:00:00Z']);
    expect(out.pages[1]!.notifications[0]!.read_at).toBeNull();
  });
});
