import { describe, expect, it } from 'vitest';
import type { NotificationPreference } from '@vitrina/contracts';
import { preferenceRows } from './preference-rows';

const row = (kind: NotificationPreference['kind'], email = true, push = false): NotificationPreference => ({ kind, in_app: true, email, push });

describe('preferenceRows', () => {
  it('keeps every kind the API answers, in its order', () => {
    const rows = preferenceRows([row('document_shared'), row('post_published'), row('message_received')], null);
    expect(rows.map((r) => r.kind)).toEqual(['document_shared', 'post_published', 'message_received']);
  });

  it('shows the value being saved on its kind and channel only', () => {
    const rows = preferenceRows([row('document_shared'), row('message_received')], { kind: 'message_received', channel: 'push', value: true });
    expect(rows).toEqual([row('document_shared'), row('message_received', true, true)]);
  });
});
