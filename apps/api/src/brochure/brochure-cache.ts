// The generated brochures, one per language, kept in memory. Each request reads the data (a few
// small queries) and compares its fingerprint: unchanged data is served from memory, changed
// data regenerates that language once, however many requests ask at the same time. Every
// instance checks the database itself, so no change signal is needed between instances.
import { createHash } from 'node:crypto';
import type { Language } from '@vitrina/contracts';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { fingerprintOf, loadBrochureData, loadPictures } from './brochure-data';
import { renderBrochure } from './brochure-pdf';

export interface Brochure {
  pdf: Buffer;
  /** Strong validator: a hash of the bytes. */
  etag: string;
  fingerprint: string;
}

export class BrochureCache {
  private readonly done = new Map<Language, Brochure>();
  private readonly pending = new Map<string, Promise<Brochure>>();
  /** How many times a brochure was generated (for tests and logs). */
  generated = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly onGenerated: (info: { lang: Language; bytes: number; ms: number; fingerprint: string }) => void = () => {},
  ) {}

  async get(lang: Language): Promise<Brochure> {
    const data = await loadBrochureData(this.db, this.config);
    const fingerprint = fingerprintOf(data);
    const cached = this.done.get(lang);
    if (cached?.fingerprint === fingerprint) return cached;

    const key = `${lang}:${fingerprint}`;
    let job = this.pending.get(key);
    if (!job) {
      job = (async () => {
        const started = performance.now();
        const pictures = await loadPictures(this.db, Object.values(data.pictures));
        const pdf = await renderBrochure(data, lang, pictures);
        this.generated++;
        const brochure = { pdf, fingerprint, etag: `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 27)}"` };
        this.done.set(lang, brochure);
        this.onGenerated({ lang, bytes: pdf.length, ms: Math.round(performance.now() - started), fingerprint });
        return brochure;
      })().finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return job;
  }
}
