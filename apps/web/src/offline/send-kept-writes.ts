// The page's side of the outbox (issue 12): kept writes go out at start and on every `online`
// event, besides the service worker's Background Sync (a replay is harmless, see ./outbox.ts). When any went out, here or in the worker, the screens read the account's
// data afresh and the person is told.
import { onlineManager } from '@tanstack/react-query';
import { notify } from '../components/notifications/notification-service';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { keptWrites, OUTBOX_CHANNEL, sendKeptWrites, type OutboxKind } from './outbox';

interface SentMessage {
  sent: OutboxKind[];
  refused: OutboxKind[];
}

function onSent({ sent, refused }: SentMessage) {
  if (sent.includes('favourite') || refused.includes('favourite')) void queryClient.invalidateQueries({ queryKey: queryKeys.favourites.all });
  if (sent.some((kind) => kind === 'lead' || kind === 'interest')) void queryClient.invalidateQueries({ queryKey: queryKeys.leads.all });
  // A unit's thread and what waits for it (issue 34): read again, the kept message now in it.
  if (sent.includes('message') || refused.includes('message')) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.ownerFile.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.outbox.all });
  }
  if (sent.length > 0) notify.toast({ message: i18n.t('offline.sent', { ns: 'common' }), color: 'success' });
  if (refused.length > 0) notify.toast({ message: i18n.t('offline.refused', { ns: 'common' }), color: 'error' });
}

/** How long queries wait on reconnecting for the kept writes to go out first. */
const WRITES_FIRST_MS = 3_000;

/**
 * Sends the kept writes: through the service worker when one controls the page, so a send it
 * starts for Background Sync and this one are the same run (one send, one "sent" notice);
 * the page's own otherwise. Resolves when done, or after WRITES_FIRST_MS.
 */
function sendNow(): Promise<unknown> {
  if (!navigator.onLine || typeof indexedDB === 'undefined') return Promise.resolve();
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return sendKeptWrites().catch((error: unknown) => console.warn('kept writes not sent', error));
  return new Promise((resolve) => {
    const reply = new MessageChannel();
    reply.port1.onmessage = resolve;
    worker.postMessage({ type: 'SEND_OUTBOX' }, [reply.port2]);
    setTimeout(resolve, WRITES_FIRST_MS);
  });
}

/**
 * After a reconnection the first send often meets a network not quite back (a phone's radio
 * waking up, a captive portal; in the browser tests, the worker's connection restored a moment
 * after the page's): what is still kept is tried again a few times, then on the next `online`.
 */
const RETRY_AFTER_MS = [1_000, 3_000, 9_000];

async function retryWhileKept(): Promise<void> {
  for (const wait of RETRY_AFTER_MS) {
    if (typeof indexedDB === 'undefined' || (await keptWrites()).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (!navigator.onLine) return;
    await sendNow();
  }
}

let started = false;
/**
 * Sends what was kept now, and on every reconnection before the queries resume: a favourite
 * switched on offline is on the server before the favourites are read again, so it never
 * flickers off.
 */
export function startSendingKeptWrites(): void {
  if (started) return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel(OUTBOX_CHANNEL).onmessage = (event: MessageEvent<SentMessage>) => onSent(event.data);
  }
  onlineManager.setEventListener((setOnline) => {
    const online = () =>
      void sendNow().then(() => {
        setOnline(true);
        void retryWhileKept().catch((error: unknown) => console.warn('kept writes not sent', error));
      });
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
  void sendNow();
}
