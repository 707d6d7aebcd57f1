import { describe, expect, it } from 'vitest';
import { attachHost, normalizeAlert, normalizeToast, notify, type AppNotification } from './notification-service';

describe('toast defaults (SPEC §4 snackbar)', () => {
  it('a plain string is an info toast of 4000 ms', () => {
    expect(normalizeToast('Guardado')).toMatchObject({ message: 'Guardado', color: 'info', timeout: 4000, multiLine: false });
  });

  it('an object gets the default message, colour and timeout', () => {
    expect(normalizeToast({})).toMatchObject({ message: null, color: 'info', timeout: 4000 });
    expect(normalizeToast({ message: 'Hola', color: 'error', timeout: 1500 })).toMatchObject({ message: 'Hola', color: 'error', timeout: 1500 });
  });

  it('ignores an unknown colour or a non-positive timeout', () => {
    expect(normalizeToast({ message: 'x', color: 'purple' as never, timeout: 0 })).toMatchObject({ color: 'info', timeout: 4000 });
  });

  it('is multi-line above 50 characters', () => {
    expect(normalizeToast('x'.repeat(50)).multiLine).toBe(false);
    expect(normalizeToast('x'.repeat(51)).multiLine).toBe(true);
    expect(normalizeToast({}, 'Notificación').multiLine).toBe(false);
  });
});

describe('alert defaults (SPEC §4)', () => {
  it('hides after 3000 ms unless told otherwise', () => {
    expect(normalizeAlert({ message: 'Listo' })).toMatchObject({ type: 'info', duration: 3000 });
    expect(normalizeAlert({ message: 'Listo', type: 'success', duration: 5000 })).toMatchObject({ type: 'success', duration: 5000 });
  });
});

describe('delivery', () => {
  it('keeps notifications sent before the host attached, then delivers live', () => {
    notify.toast('early');
    const seen: AppNotification[] = [];
    const detach = attachHost((n) => seen.push(n));
    notify.alert({ message: 'live' });
    detach();
    expect(seen.map((n) => (n.kind === 'toast' ? n.message : n.message))).toEqual(['early', 'live']);
  });
});
