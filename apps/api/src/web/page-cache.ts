// Rendered public pages kept in memory (decision 036): per address, language and preview
// language, until the data they show changes (the signals given: the pages' own, announced by
// every write, and the catalogue's), for at most maxAgeMs. A hit costs a Map look-up: no
// render, no hashing, no compression (both encodings are made once per entry, off the main
// thread). One render per key runs at a time; a failed render is never kept.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ByteLru } from '../cache/byte-lru';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  status: number;
  /** The HTML, encoded once. */
  data: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** What the entry holds, all encodings counted (ByteLru's measure). */
  bytes: number;
  /** Strong ETag of the HTML; each encoding adds its own suffix. */
  etag: string;
  madeAt: number;
}

/** What a cache keys on: a ChangeSignal's version, and whether changes can go unheard. */
interface Versioned {
  readonly version: number;
  readonly reliable: boolean;
}

export class PageCache {
  private readonly lru: ByteLru<CachedPage>;
  private readonly inFlight = new Map<string, Promise<CachedPage | null>>();
  private seenVersion: number;
  /** Pages rendered for a miss since start (the tests and the metrics read it). */
  renders = 0;

  constructor(
    private readonly signals: Versioned[],
    maxBytes: number,
    private readonly maxAgeMs: number,
  ) {
    this.lru = new ByteLru(maxBytes);
    this.seenVersion = this.version;
  }

  get lookups() {
    return this.lru.lookups;
  }

  private get version(): number {
    // Versions only grow, so their sum changes whenever one of them does.
    return this.signals.reduce((sum, s) => sum + s.version, 0);
  }

  /** The kept page for key, if it is current (synchronous: the hot path). */
  peek(key: string): CachedPage | undefined {
    this.forgetIfChanged();
    const page = this.lru.get(key);
    if (page && Date.now() - page.madeAt > this.maxAgeMs) {
      this.lru.delete(key);
      this.lru.lookups.hits--;
      this.lru.lookups.misses++;
      return undefined;
    }
    return page;
  }

  private forgetIfChanged() {
    const version = this.version;
    if (version !== this.seenVersion) {
      this.lru.clear();
      this.seenVersion = version;
    }
  }

  /**
   * The kept page, else render()'s (null: not a page the server renders). Concurrent misses
   * share one render; a request arriving after a change never joins an older one.
   */
  get(key: string, render: () => Promise<{ status: number; html: string } | null>): Promise<CachedPage | null> {
    const hit = this.peek(key);
    if (hit) return Promise.resolve(hit);
    const version = this.version;
    const flightKey = `${version}\u0000${key}`;
    let flight = this.inFlight.get(flightKey);
    if (!flight) {
      flight = this.load(key, version, render).finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    return flight;
  }

  private async load(key: string, version: number, render: () => Promise<{ status: number; html: string } | null>): Promise<CachedPage | null> {
    this.renders++;
    const rendered = await render();
    if (!rendered) return null;
    const data = Buffer.from(rendered.html);
    const [br, gz] = await Promise.all([brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip(data)]);
    const page: CachedPage = {
      status: rendered.status,
      data,
      br,
      gzip: gz,
      bytes: data.length + br.length + gz.length,
      etag: `"${createHash('sha1').update(data).digest('base64url')}"`,
      madeAt: Date.now(),
    };
    // Rendered while the data changed: serve it to those who waited, but do not keep it.
    if (this.signals.every((s) => s.reliable) && this.version === version) {
      this.forgetIfChanged();
      if (this.seenVersion === version) this.lru.set(key, page);
    }
    return page;
  }
}
