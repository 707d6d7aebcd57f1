// The generated brochures, one per development and language, kept in memory. Each request reads
// the data (a few small queries) and compares its fingerprint: unchanged data is served from
// memory, changed data regenerates that brochure once, however many requests ask at the same
// time. Every instance checks the database itself, so a change made anywhere (a development
// write, a unit added, a Settings change) is seen at the next request without listening to a
// change signal, and nothing is regenerated that did not change (a regenerated PDF has a new
// creation date, hence a new ETag). At most one entry per development slug and language.
import { createHash } from 'node:crypto';
import type { Language } from '@vitrina/contracts';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { fingerprintOf, loadBrochureData, loadPictures } from './brochure-data';

export interface Brochure {
  pdf: Buffer;
  /** Strong validator: a hash of the bytes. */
  etag: string;
  fingerprint: string;
}

/** The first development's brochure (GET /pdf/{lang}) is asked for with no slug. */
const FIRST = '\u0000first';

export class BrochureCache {
  private readonly done = new Map<string, Brochure>();
  private readonly pending = new Map<string, Promise<Brochure>>();
  /** How many times a brochure was generated (for tests and logs). */
  generated = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly onGenerated: (info: { slug: string | null; lang: Language; bytes: number; ms: number; fingerprint: string }) => void = () => {},
  ) {}

  /** The brochure of a browsable development (null: the first one), or null when there is no such development. */
  async get(lang: Language, slug: string | null = null): Promise<Brochure | null> {
    const data = await loadBrochureData(this.db, this.config, slug);
    if (!data) return null;
    const fingerprint = fingerprintOf(data);
    const slot = `${slug ?? FIRST}|${lang}`;
    const cached = this.done.get(slot);
    if (cached?.fingerprint === fingerprint) return cached;

    const key = `${slot}:${fingerprint}`;
    let job = this.pending.get(key);
    if (!job) {
      job = (async () => {
        const started = performance.now();
        const pictures = await loadPictures(this.db, Object.values(data.pictures));
        // pdfkit (about 28 MB) loads with the first brochure asked for (issue 23).
        const { renderBrochure } = await import('./brochure-pdf');
        const pdf = await renderBrochure(data, lang, pictures);
        this.generated++;
        const brochure = { pdf, fingerprint, etag: `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 27)}"` };
        this.done.set(slot, brochure);
        this.onGenerated({ slug, lang, bytes: pdf.length, ms: Math.round(performance.now() - started), fingerprint });
        return brochure;
      })().finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return job;
  }
}
