// A write that must not be lost offline (issue 12): sent at once when there is a connection,
// else kept in the outbox (../outbox.ts) and sent when it returns. Its id travels as the
// Idempotency-Key, the same on the first try and on every replay, so the server files a lead
// once even when an answer was lost on the way back.
import { onlineManager } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type Language } from '@vitrina/contracts';
import { apiRequest, apiRequestChecked, type AnswerSchemas } from '../lib/api-client';
import { isConnectionError } from '../lib/connection';
import { currentLanguage } from '../lib/i18n';
import { getSession } from '../lib/session';
import { keepWrite, OUTBOX_SYNC_TAG, type OutboxEntry, type OutboxKind } from './outbox';

export interface Write {
  kind: OutboxKind;
  method: OutboxEntry['method'];
  path: string;
  body?: unknown;
  /** The answer's language (Accept-Language); kept with the write, so a replay sends the same. */
  lang?: Language;
  /** A later write with the same key replaces a kept one (a favourite's last state wins). */
  key?: string;
  /** Sent with the account's token (favourites); leads are public and carry none. */
  account?: boolean;
}

export type WriteResult<T> = { kept: false; answer: T } | { kept: true };
/** Picks the answer's contract schema, as apiRequestChecked does; none: the answer is not read. */
type Check<T> = (schemas: AnswerSchemas) => { parse(value: unknown): T };

/** Asks the service worker to send kept writes when the browser is back online, even if the page is closed. */
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: the page sends them on its next `online` event or start.
  }
}

export async function sendOrKeep<T = unknown>(write: Write, check?: Check<T>): Promise<WriteResult<T>> {
  const id = crypto.randomUUID();
  const lang = write.lang ?? currentLanguage();
  const headers = { [IDEMPOTENCY_KEY_HEADER]: id };
  if (onlineManager.isOnline()) {
    try {
      const options = { method: write.method, body: write.body, lang, headers };
      const answer = check ? await apiRequestChecked(write.path, check, options) : ((await apiRequest(write.path, options)) as T);
      return { kept: false, answer };
    } catch (error) {
      // An answer (a 4xx, a 5xx) is the caller's to show; only a missing answer is kept.
      if (!isConnectionError(error)) throw error;
    }
  }
  const { token, user } = getSession();
  await keepWrite({
    id,
    key: write.key ?? id,
    kind: write.kind,
    method: write.method,
    path: write.path,
    body: write.body,
    headers: { Accept: 'application/json', 'Accept-Language': lang, ...(write.account && token ? { Authorization: `Bearer ${token}` } : {}) },
    userId: write.account ? (user?.id ?? null) : null,
    queuedAt: Date.now(),
  });
  void askForBackgroundSync();
  return { kept: true };
}
