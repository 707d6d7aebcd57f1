// GET /api/developments/{slug}/pdf/{lang} (issue 21): any browsable development's brochure, in
// each language, from its own figures, distances, unit types, terms and prices; the first
// development's stays at GET /api/pdf/{lang}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { pdfPages } from '../comms/helpers';
import { callers, developmentBody, requester, typologyBody, type Callers } from './fixtures';

describe(`GET /api/developments/{slug}/pdf/{lang} (${testDbKind})`, () => {
  let t: TestApp;
  let who: Callers;
  const send = requester(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    who = await callers(t.database.db);
    const body = developmentBody('tulum', 'TUL', {
      name: 'Kaanal Residences Tulum',
      distances: [
        { label: { es: 'Zona arqueológica', en: 'Archaeological site', fr: 'Site archéologique' }, minutes: 9 },
        { label: { es: 'Playa', en: 'Beach', fr: 'Plage' }, minutes: 5 },
      ],
      pages: { detail: { es: 'Un refugio en la selva maya.\n\nCon 40 departamentos.', en: 'A retreat in the Mayan jungle.', fr: '' } },
    });
    expect((await send('POST', '/api/developments', { caller: who.admin, body })).statusCode).toBe(201);
    expect((await send('POST', '/api/developments/tulum/typologies', { caller: who.admin, body: typologyBody('2R', { size_m2: 64 }) })).statusCode).toBe(201);
    const priced = { ...body, package_prices: [{ typology: '2R' as const, package: 'GOLD' as const, amount: 185000 }] };
    expect((await send('PUT', '/api/developments/tulum', { caller: who.admin, body: priced })).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  const pdf = (url: string) => t.app.inject({ method: 'GET', url });

  it('prints the development’s own name, copy, figures, distances (in the brochure’s language), unit types, terms and prices', async () => {
    const expected = {
      es: ['Un refugio en la selva maya.', 'Zona arqueológica', '25 % de enganche', 'Departamento de prueba', 'Desde 185,000 MXN', 'Precio a consultar'],
      en: ['A retreat in the Mayan jungle.', 'Archaeological site', '25% down payment', 'Test apartment', 'From 185,000 MXN', 'Price on request'],
      // French copy left empty: Spanish stands in (textIn).
      fr: ['Un refugio en la selva maya.', 'Site archéologique', '25 % d’apport', 'Appartement d’essai', 'À partir de 185 000 MXN', 'Prix sur demande'],
    } as const;
    const squeeze = (text: string) => text.replace(/\s/g, '');
    for (const [lang, phrases] of Object.entries(expected)) {
      const res = await pdf(`/api/developments/tulum/pdf/${lang}`);
      expect(res.statusCode, lang).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="brochure-tulum-${lang}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = (await pdfPages(res.rawPayload)).join('\n');
      // Small capitals are letter-spaced: compared without spaces, upper-cased.
      for (const phrase of phrases) expect(squeeze(text.toLocaleUpperCase(lang)), `${lang}: ${phrase}`).toContain(squeeze(phrase.toLocaleUpperCase(lang)));
      for (const common of ['Kaanal Residences', 'Tulum', '40', '500 m²', '40–90 m²', '9 min', '5 min', 'Avenida Tulum']) expect(text, `${lang}: ${common}`).toContain(common);
      // Nothing of the first development's.
      expect(text).not.toContain('Quinta Avenida');
      expect(text).not.toContain('5,000');
    }
  });

  it('keeps GET /api/pdf/{lang} on the first development, and answers 404 for one not browsable or unknown', async () => {
    const first = (await pdfPages((await pdf('/api/pdf/es')).rawPayload)).join('\n');
    expect(first).toContain('Quinta Avenida, Playa del Carmen');
    expect(first).toContain('Próximamente: Kaanal Residences Miami');
    expect((await pdf('/api/developments/playa-del-carmen/pdf/en')).statusCode).toBe(200);
    const miami = await pdf('/api/developments/miami/pdf/es');
    expect(miami.statusCode).toBe(404);
    expect(miami.json().code).toBe('not_found');
    expect((await pdf('/api/developments/nowhere/pdf/es')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/developments/tulum', { caller: who.admin })).statusCode).toBe(200);
    expect((await pdf('/api/developments/tulum/pdf/es')).statusCode).toBe(404);
  });

  it('answers 304 to a matching If-None-Match and falls back to Spanish for another language', async () => {
    const res = await pdf('/api/developments/playa-del-carmen/pdf/de');
    expect(res.headers['content-disposition']).toBe('inline; filename="brochure-playa-del-carmen-es.pdf"');
    const again = await t.app.inject({ method: 'GET', url: '/api/developments/playa-del-carmen/pdf/es', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});
