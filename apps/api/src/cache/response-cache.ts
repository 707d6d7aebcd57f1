// Serialized JSON answers kept in memory until the data behind them changes (a ChangeSignal).
// A hit costs a Map look-up: no query, no serialization, no hashing; the ETag and the
// compressed forms are made once per entry.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ChangeSignal } from './change-signal';

export interface CachedJson {
  /** The JSON text, encoded once: sockets take bytes, and a string would be encoded per request. */
  body: Buffer;
  /** Strong ETag of the JSON text. */
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export class ResponseCache {
  private entries = new Map<string, CachedJson>();
  private inFlight = new Map<string, Promise<CachedJson>>();
  private seenVersion: number;
  /** Answers served from memory or built, since start, for the metrics (counted by serveCachedJson). */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(
    private readonly signal: ChangeSignal,
    private readonly maxEntries = 5_000,
  ) {
    this.seenVersion = signal.version;
  }

  /** The cached answer for key, if there is a current one (synchronous: the hot path). */
  peek(key: string): CachedJson | undefined {
    const version = this.signal.version;
    if (version !== this.seenVersion) {
      this.entries.clear();
      this.seenVersion = version;
    }
    return this.entries.get(key);
  }

  /** The cached answer for key, else build() serialized (and kept if nothing changed meanwhile). */
  get(key: string, build: () => Promise<unknown>): Promise<CachedJson> {
    const hit = this.peek(key);
    if (hit) return Promise.resolve(hit);
    const version = this.signal.version;
    // Concurrent misses share one query; a request arriving after a change never joins an
    // older one (the version is part of the key).
    const flightKey = `${version}\u0000${key}`;
    let flight = this.inFlight.get(flightKey);
    if (!flight) {
      flight = this.load(key, version, build).finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    return flight;
  }

  private async load(key: string, version: number, build: () => Promise<unknown>): Promise<CachedJson> {
    const entry = jsonEntry(await build());
    // A change during the query may have made this answer stale: serve it, but do not keep it.
    if (this.signal.reliable && this.signal.version === version && this.seenVersion === version) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, entry);
    }
    return entry;
  }
}

/** A JSON answer serialized once, with its strong ETag (cached, or sent as it is by sendCachedJson). */
export function jsonEntry(data: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(data));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** The body in the best encoding the client accepts (br, gzip, or none), made once per entry. */
export function encodedBody(entry: CachedJson, acceptEncoding: string | undefined): { data: Buffer; encoding?: 'br' | 'gzip' } {
  if (!acceptEncoding || entry.body.length < 1024) return { data: entry.body };
  if (accepts(acceptEncoding, 'br')) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { data: entry.br, encoding: 'br' };
  }
  if (accepts(acceptEncoding, 'gzip')) {
    entry.gzip ??= gzipSync(entry.body);
    return { data: entry.gzip, encoding: 'gzip' };
  }
  return { data: entry.body };
}

function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding) return false;
    const q = params.find((p) => p.trim().startsWith('q='));
    return !q || Number(q.trim().slice(2)) > 0;
  });
}

/** If-None-Match (weak comparison, as RFC 9110 asks for it) against an ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}
