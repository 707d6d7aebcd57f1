// Issue 35's forms of the preferences beside the web app's (decision 070, later).
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, notificationPreferencesPutSchema, preferenceChangesOf, preferencesAnswerOf } from './notifications';

describe('notification preferences in both shapes', () => {
  it('has no kind named as the list beside the kinds', () => {
    expect(NOTIFICATION_KINDS).not.toContain('preferences');
  });

  it('reads either form of the PUT as the same changes, and refuses both at once or neither', () => {
    const list = notificationPreferencesPutSchema.parse({ preferences: [{ kind: 'payment_due', push: true }] });
    const byKind = notificationPreferencesPutSchema.parse({ payment_due: { push: true } });
    expect(preferenceChangesOf(list)).toEqual([{ kind: 'payment_due', push: true }]);
    expect(preferenceChangesOf(byKind)).toEqual([{ kind: 'payment_due', push: true }]);
    expect(notificationPreferencesPutSchema.safeParse({}).success).toBe(false);
    expect(notificationPreferencesPutSchema.safeParse({ payment_due: { push: true }, preferences: [{ kind: 'payment_due' }] }).success).toBe(false);
    expect(notificationPreferencesPutSchema.safeParse({ payment_due: { push: 1 } }).success).toBe(false);
  });

  it('answers the list with one `{ email, push }` per kind beside it', () => {
    expect(preferencesAnswerOf([{ kind: 'message_received', in_app: true, email: false, push: true }])).toEqual({
      preferences: [{ kind: 'message_received', in_app: true, email: false, push: true }],
      message_received: { email: false, push: true },
    });
  });
});
