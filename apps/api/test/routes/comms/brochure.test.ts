import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BrochureCache } from '../../../src/brochure/brochure-cache';
import { items, settings, typologies } from '../../../src/db/schema';
import { processImage } from '../../../src/images/image-processing';
import { saveImage } from '../../../src/images/image-repository';
import { illustrationSvg } from '../../../src/images/illustrations';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { pdfPages } from './helpers';

const pdf = (t: TestApp, lang: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/pdf/${lang}`, headers });
const textOf = async (body: Buffer) => (await pdfPages(body)).join('\n');

describe(`GET /api/pdf/{lang} (${testDbKind})`, () => {
  let t: TestApp;
  const texts: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp({ demo: true, env: { SALES_EMAIL: 'ventas@kaanal.test', CHAT_PHONE_SALES: '+529841000002' } });
  });
  afterAll(() => t.close());

  it('serves a real PDF inline, named per language, with an ETag', async () => {
    for (const lang of ['es', 'en', 'fr']) {
      const res = await pdf(t, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="brochure-${lang}.pdf"`);
      expect(res.headers.etag).toMatch(/^"[\w-]{20,}"$/);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
      const pages = await pdfPages(res.rawPayload);
      expect(pages).toHaveLength(5);
      texts[lang] = pages.join('\n');
    }
  });

  it('prints the project, location, typologies with sizes, packages with terms and contact, in each language', () => {
    // [running text, small capitals (letter-spaced, so compared without spaces)]
    const expected: Record<string, [string[], string[]]> = {
      es: [
        ['Un refugio frente al Caribe', '«listos para vivir o rentar»', 'Departamento de 2 recámaras', '30 % de enganche', '20 % de enganche', 'Congelamiento de precio', 'Plan de financiamiento', 'Más de 5,000 productos de marca', 'Próximamente: Kaanal Residences Miami'],
        ['Dossier comercial', 'Recámaras', 'Playa', 'Cenotes', 'Aeropuerto', 'Desde'],
      ],
      en: [
        ['A retreat by the Caribbean', '“ready to live in or rent”', 'Two-bedroom apartment', '30% down payment', '20% down payment', 'Price freeze', 'Financing plan', 'Over 5,000 branded products', 'Coming soon: Kaanal Residences Miami'],
        ['Sales brochure', 'Bedrooms', 'Beach', 'Fifth Avenue', 'Airport', 'From'],
      ],
      fr: [
        ['Un refuge au bord des Caraïbes', '« prêts à vivre ou à louer »', 'Appartement deux chambres', '30 % d’apport', '20 % d’apport', 'Gel des prix', 'Plan de financement', 'Plus de 5 000 produits de marque', 'Prochainement : Kaanal Residences Miami'],
        ['Brochure commerciale', 'Chambres', 'Plage', 'Cénotes', 'Aéroport', 'À partir de'],
      ],
    };
    const squeeze = (text: string) => text.replace(/\s/g, '');
    for (const [lang, [phrases, labels]] of Object.entries(expected)) {
      const text = texts[lang]!;
      for (const phrase of phrases) expect(text, `${lang}: ${phrase}`).toContain(phrase);
      for (const label of labels) expect(squeeze(text), `${lang}: ${label}`).toContain(squeeze(label.toLocaleUpperCase(lang)));
      // Figures of SPEC §2.20 and §2.12, the three packages and the contact, whatever the language.
      for (const common of ['Kaanal Residences', '81', '754 m²', '35 m²', '106 m²', '78 m²', '2 min', '15 min', '50 min', 'Quinta Avenida, Playa del Carmen', 'Gold', 'Premium', 'Black Elite', 'ventas@kaanal.test', '+529841000002']) {
        expect(text, `${lang}: ${common}`).toContain(common);
      }
      // The demo prices each package (GOLD from 175,000 MXN, its smallest type's price).
      expect(squeeze(text), `${lang}: GOLD's price`).toMatch(/175[,.\u00a0\u202f]?000MXN/);
      // Nothing of another language leaked in.
      for (const [other, [otherPhrases]] of Object.entries(expected)) {
        if (other !== lang) expect(text).not.toContain(otherPhrases[0]);
      }
    }
  });

  it('falls back to Spanish for any other language', async () => {
    for (const lang of ['de', 'pt-BR', 'xx', encodeURIComponent('é')]) {
      const res = await pdf(t, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('inline; filename="brochure-es.pdf"');
      expect(await textOf(res.rawPayload)).toContain('Un refugio frente al Caribe');
    }
  });

  it('serves the same bytes from memory while the data is unchanged, and 304 to a matching If-None-Match', async () => {
    const first = await pdf(t, 'en');
    const second = await pdf(t, 'en');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await pdf(t, 'en', { 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload).toHaveLength(0);
    expect((await pdf(t, 'en', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('generates each language once however many ask, and again only when the data changes', async () => {
    const cache = new BrochureCache(t.database.db, t.config);
    const [a, b, c] = await Promise.all([cache.get('en'), cache.get('en'), cache.get('en')]);
    expect(cache.generated).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(await cache.get('en')).toBe(a);
    expect(cache.generated).toBe(1);
    await cache.get('fr');
    expect(cache.generated).toBe(2);
    await t.database.db.update(typologies).set({ bedrooms: 1 }).where(eq(typologies.id, 38));
    const changed = await cache.get('en');
    expect(cache.generated).toBe(3);
    expect(changed!.fingerprint).not.toBe(a!.fingerprint);
    await t.database.db.update(typologies).set({ bedrooms: 0 }).where(eq(typologies.id, 38));
  });

  it('regenerates after a typology’s size changes in the database', async () => {
    const before = await pdf(t, 'fr');
    await t.database.db.update(typologies).set({ sizeM2: 83 }).where(eq(typologies.id, 34));
    const after = await pdf(t, 'fr');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const text = await textOf(after.rawPayload);
    expect(text).toContain('83 m²');
    expect(text).not.toContain('78 m²');
    // And stays cached at the new version.
    expect((await pdf(t, 'fr')).headers.etag).toBe(after.headers.etag);
  });

  it('regenerates after a Settings change of the contact values', async () => {
    const before = await pdf(t, 'es');
    await t.database.db.insert(settings).values({ key: 'sales_email', value: 'nuevas.ventas@kaanal.test' });
    const after = await pdf(t, 'es');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await textOf(after.rawPayload)).toContain('nuevas.ventas@kaanal.test');
  });

  it('pictures a package with its catalogue’s image once one is linked', async () => {
    const before = await pdf(t, 'en');
    expect(before.rawPayload.includes('/Subtype /Image')).toBe(false);
    const imageId = await saveImage(t.database.db, await processImage(Buffer.from(illustrationSvg('sofa', 'GOLD')), { effort: 0 }));
    await t.database.db
      .update(items)
      .set({ imageId })
      .where(and(eq(items.category, 'GOLD'), eq(items.typology, '2R'), eq(items.room, 'SALA')));
    const after = await pdf(t, 'en');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.includes('/Subtype /Image')).toBe(true);
    expect(after.rawPayload.includes('/DCTDecode')).toBe(true);
  });
});
