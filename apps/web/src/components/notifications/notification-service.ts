// The one notification service of the app (SPEC §2 layout, §4): the toast ("snackbar") and
// the alert. Features call notify.toast / notify.alert; the host (notification-host.tsx)
// draws them. It is loaded with the first notification, so the landing never downloads it.
import {
  ALERT_DURATION_MS,
  SNACKBAR_DEFAULT_COLOR,
  SNACKBAR_TIMEOUT_MS,
  isMultiLineToast,
} from '@vitrina/contracts';

export const NOTIFICATION_COLORS = ['success', 'error', 'warning', 'info'] as const;
export type NotificationColor = (typeof NOTIFICATION_COLORS)[number];

/** What a caller passes: a plain (already translated) text, or the snackbar object of SPEC §3. */
export type ToastInput = string | { message?: string; color?: NotificationColor; timeout?: number };

export interface ToastNotification {
  kind: 'toast';
  id: number;
  /** null: the default text ('Notificación', translated by the host). */
  message: string | null;
  color: NotificationColor;
  timeout: number;
  multiLine: boolean;
}

export interface AlertInput {
  message: string;
  type?: NotificationColor;
  /** Milliseconds before it hides itself (SPEC §4: default 3000). */
  duration?: number;
}

export interface AlertNotification {
  kind: 'alert';
  id: number;
  message: string;
  type: NotificationColor;
  duration: number;
}

export type AppNotification = ToastNotification | AlertNotification;

const isColor = (value: unknown): value is NotificationColor => (NOTIFICATION_COLORS as readonly unknown[]).includes(value);
const positive = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);

let nextId = 1;

/**
 * SPEC §4: a plain string gives an info toast of 4000 ms; an object gives its message (default
 * 'Notificación'), colour (default info) and timeout (default 4000). Above 50 characters the
 * toast is multi-line. `defaultMessage` is only used to measure the default text.
 */
export function normalizeToast(input: ToastInput, defaultMessage = 'Notificación'): ToastNotification {
  const options = typeof input === 'string' ? { message: input } : (input ?? {});
  const message = typeof options.message === 'string' && options.message.trim() !== '' ? options.message : null;
  const color = isColor(options.color) ? options.color : (SNACKBAR_DEFAULT_COLOR as NotificationColor);
  return {
    kind: 'toast',
    id: nextId++,
    message,
    color,
    timeout: positive(options.timeout, SNACKBAR_TIMEOUT_MS),
    multiLine: isMultiLineToast(message ?? defaultMessage),
  };
}

/** SPEC §4: the alert hides itself after the given duration, default 3000 ms. */
export function normalizeAlert(input: AlertInput): AlertNotification {
  return {
    kind: 'alert',
    id: nextId++,
    message: input.message,
    type: isColor(input.type) ? input.type : 'info',
    duration: positive(input.duration, ALERT_DURATION_MS),
  };
}

type Listener = (notification: AppNotification) => void;
let listener: Listener | null = null;
const queue: AppNotification[] = [];
const demandListeners = new Set<() => void>();
let demanded = false;

function emit(notification: AppNotification) {
  if (listener) listener(notification);
  else queue.push(notification);
  if (!demanded) {
    demanded = true;
    for (const notify of demandListeners) notify();
  }
}

export const notify = {
  toast: (input: ToastInput) => emit(normalizeToast(input)),
  alert: (input: AlertInput) => emit(normalizeAlert(input)),
};

/** The host attaches here; notifications sent before it loaded are delivered at once. */
export function attachHost(next: Listener): () => void {
  listener = next;
  for (const queued of queue.splice(0)) next(queued);
  return () => {
    if (listener === next) listener = null;
  };
}

/** True once anything was notified: the loader then brings in the host. */
export const hostDemanded = () => demanded;
export function subscribeDemand(callback: () => void): () => void {
  demandListeners.add(callback);
  return () => demandListeners.delete(callback);
}

// SPEC §4: the snackbar also shows on a `show-snackbar` event (detail: a string or an object).
if (typeof window !== 'undefined') {
  window.addEventListener('show-snackbar', (event) => notify.toast((event as CustomEvent<ToastInput>).detail ?? {}));
}
