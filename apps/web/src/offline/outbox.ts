// Writes made without a connection (issue 12): a favourite switched on or off, a contact-form
// lead, a package interest. Each is kept in IndexedDB and sent once the connection returns, by
// the service worker's Background Sync where the browser has it, else by the page on its next
// `online` event or start. Shared by the page and the service worker (src/service-worker), so
// it uses nothing but fetch and IndexedDB.
import { createStore, del, entries, promisifyRequest, set, type UseStore } from 'idb-keyval';

export const OUTBOX_SYNC_TAG = 'vitrina-outbox';
/** Pages hear here that kept writes went out (the service worker may have sent them). */
export const OUTBOX_CHANNEL = 'vitrina-outbox';

/** 'message': a message to a unit's thread (issue 34), written offline by the buyer or the office. */
export type OutboxKind = 'favourite' | 'lead' | 'interest' | 'message';

export interface OutboxEntry {
  /** Unique per write; also its Idempotency-Key, so a replay never files a second lead. */
  id: string;
  /**
   * What the write is about: a later write with the same key replaces it (a favourite switched
   * on, then off, offline sends only "off"); leads have their own id as key.
   */
  key: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Under /api. */
  path: string;
  body?: unknown;
  /** As the page would have sent them: language, and the bearer token of account writes. */
  headers: Record<string, string>;
  /** The account the write belongs to (removed on its sign-out); null for a visitor. */
  userId: number | null;
  queuedAt: number;
}

export interface OutboxReport {
  sent: OutboxEntry[];
  /** Refused for good (a 4xx other than 408/429): retrying would not help. */
  refused: OutboxEntry[];
}

let store: UseStore | null = null;
const writes = (): UseStore => (store ??= createStore('vitrina-outbox', 'writes'));

export async function keepWrite(entry: OutboxEntry): Promise<void> {
  await set(entry.key, entry, writes());
}

export async function keptWrites(): Promise<OutboxEntry[]> {
  const all = await entries<string, OutboxEntry>(writes());
  return all.map(([, entry]) => entry).sort((a, b) => a.queuedAt - b.queuedAt);
}

/** The kept writes of one kind to one address (a unit's messages waiting to go out), oldest first. */
export async function keptWritesTo(kind: OutboxKind, path: string): Promise<OutboxEntry[]> {
  return (await keptWrites()).filter((entry) => entry.kind === kind && entry.path === path);
}

/** Sign-out on a shared phone: the account's kept writes (and its token in them) go. */
export async function dropAccountWrites(userId: number): Promise<void> {
  for (const entry of await keptWrites()) if (entry.userId === userId) await del(entry.key, writes());
}

/** Removes the entry only if it was not replaced meanwhile by a newer write with its key. */
async function removeIfUnchanged(entry: OutboxEntry): Promise<void> {
  await writes()('readwrite', async (objectStore) => {
    const current = await promisifyRequest<OutboxEntry | undefined>(objectStore.get(entry.key));
    if (current?.id === entry.id) objectStore.delete(entry.key);
    return promisifyRequest(objectStore.transaction);
  });
}

let sending: Promise<OutboxReport> | null = null;

/**
 * Sends every kept write, oldest first. A network failure or a 5xx/408/429 keeps the write for
 * the next try; any other answer ends it. One run at a time per page or worker.
 */
export function sendKeptWrites(): Promise<OutboxReport> {
  sending ??= (async () => {
    const report: OutboxReport = { sent: [], refused: [] };
    try {
      for (const entry of await keptWrites()) {
        let status: number;
        try {
          const response = await fetch(`/api${entry.path}`, {
            method: entry.method,
            // IDEMPOTENCY_KEY_HEADER of the contracts, written out: the worker bundles no contracts.
            headers: { ...entry.headers, 'Idempotency-Key': entry.id, ...(entry.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
            body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
          });
          status = response.status;
        } catch {
          // Still offline: the rest would fail too.
          break;
        }
        if (status >= 500 || status === 408 || status === 429) continue;
        await removeIfUnchanged(entry);
        (status < 400 ? report.sent : report.refused).push(entry);
      }
    } finally {
      sending = null;
    }
    if (report.sent.length + report.refused.length > 0 && typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(OUTBOX_CHANNEL);
      channel.postMessage({ sent: report.sent.map((e) => e.kind), refused: report.refused.map((e) => e.kind) });
      channel.close();
    }
    return report;
  })();
  return sending;
}
