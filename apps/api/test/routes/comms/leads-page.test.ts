// GET /leads/page (issue 13, decision 025): the leads inbox one window at a time, checked
// against GET /leads: newest first, searched over name, e-mail, phone and message (ignoring case
// and accents), narrowed by status, with counts by status for the search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STATUSES, leadSchema, leadsPageSchema, type Lead } from '@vitrina/contracts';
import { z } from 'zod';
import { leads } from '../../../src/db/schema';
import { translate } from '../../../src/i18n/translate';
import { growDatabase } from '../../../src/seed-scale/grow-database';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { bearer } from './helpers';

const fold = (text: string | null) => (text ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

describe(`leads inbox: GET /api/leads/page (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let all: Lead[];
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await bearer(t, 'admin@vitrina.demo');
    await growDatabase(t.database.db, { leads: 120 }, { now: new Date('2026-06-01T12:00:00Z') });
    const at = new Date('2026-06-02T09:00:00Z');
    // Two leads of the same instant: the id decides, as in GET /leads.
    await t.database.db.insert(leads).values([
      { name: 'Íñigo Núñez', email: 'inigo@example.org', phone: '+34612000111', message: 'Quiero agendar una VISITA al desarrollo', source: 'contact', status: 'new', createdAt: at },
      { name: 'Chloé Dubé', email: 'chloe@example.org', phone: '+33612000222', message: '50% de descuento?', source: 'contact', status: 'contacted', createdAt: at },
      { name: 'Sin mensaje', email: 'sin_mensaje@example.org', phone: '+529841000333', source: 'register', status: 'closed', createdAt: new Date('2025-01-01T00:00:00Z') },
    ]);
    all = z.array(leadSchema).parse((await t.app.inject({ method: 'GET', url: '/api/leads', headers: admin })).json());
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'GET', url, headers });

  async function walk(query: string, limit = 13) {
    const seen: Lead[] = [];
    let first: z.infer<typeof leadsPageSchema> | undefined;
    for (let offset = 0; !first || offset < first.total; offset += limit) {
      const res = await get(`/api/leads/page?${query}&offset=${offset}&limit=${limit}`);
      expect(res.statusCode, query).toBe(200);
      const page = leadsPageSchema.parse(res.json());
      first ??= page;
      expect(page).toMatchObject({ total: first.total, offset, limit, by_status: first.by_status });
      expect(page.items).toHaveLength(Math.min(limit, first.total - offset));
      seen.push(...page.items);
    }
    return { total: first!.total, byStatus: first!.by_status, items: seen };
  }

  const matches = (lead: Lead, q: string) => [lead.name, lead.email, lead.phone, lead.message].some((f) => fold(f).includes(fold(q.trim())));
  const countBy = (list: Lead[]) => Object.fromEntries(LEAD_STATUSES.map((s) => [s, list.filter((l) => l.status === s).length]));

  it('walks every lead newest first, as GET /leads lists them, with counts by status', async () => {
    expect(all).toHaveLength(123);
    const { total, byStatus, items } = await walk('q=');
    expect(total).toBe(all.length);
    expect(items).toEqual(all);
    expect(byStatus).toEqual(countBy(all));
    expect(items.slice(0, 2).map((l) => l.name)).toEqual(['Chloé Dubé', 'Íñigo Núñez']);
    expect(items.at(-1)!.name).toBe('Sin mensaje');
  });

  it.each([
    ['visita', 'a word of the message, any case'],
    ['inigo nunez', 'a name without its accents'],
    ['CHLOÉ', 'a name in capitals'],
    ['example.net', 'part of an e-mail'],
    ['+34612', 'part of a phone'],
    ['50%', '% as a plain character'],
    ['_', '_ as a plain character'],
    ['nadie', 'nothing'],
  ])('q=%s finds leads by name, e-mail, phone or message (%s)', async (q, _why) => {
    const expected = all.filter((l) => matches(l, q));
    const { total, byStatus, items } = await walk(`q=${encodeURIComponent(q)}`);
    expect(items).toEqual(expected);
    expect(total).toBe(expected.length);
    expect(byStatus).toEqual(countBy(expected));
    const exact: Record<string, number> = { '50%': 1, _: 1, nadie: 0, 'inigo nunez': 1 };
    if (q in exact) expect(total).toBe(exact[q]);
    else expect(total).toBeGreaterThan(0);
  });

  it('narrows by status; by_status still counts every status of the search', async () => {
    for (const status of LEAD_STATUSES) {
      for (const q of ['', 'example']) {
        const expected = all.filter((l) => l.status === status && (!q || matches(l, q)));
        const { total, byStatus, items } = await walk(`status=${status}&q=${q}`, 29);
        expect(items, `${status} ${q}`).toEqual(expected);
        expect(total).toBe(expected.length);
        expect(byStatus).toEqual(countBy(all.filter((l) => !q || matches(l, q))));
      }
    }
    expect(all.filter((l) => l.status === 'closed').length).toBeGreaterThan(0);
  });

  it('answers an empty window past the end, with the right total and counts', async () => {
    const page = leadsPageSchema.parse((await get('/api/leads/page?status=new&offset=1000&limit=10')).json());
    expect(page).toEqual({ total: countBy(all).new, offset: 1000, limit: 10, items: [], by_status: countBy(all) });
  });

  it('answers 401 without a session and 403 to anyone but an Admin, before reading the query', async () => {
    const bad = '/api/leads/page?status=lost';
    const anonymous = await get(bad, { 'accept-language': 'en' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'unauthenticated', message: translate('auth.unauthenticated', 'en') });
    for (const email of ['guest@vitrina.demo', 'owner1@vitrina.demo']) {
      const res = await get(bad, await bearer(t, email));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });

  it('refuses bad values with 422, translated, naming the field', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['offset=-1', 'offset'],
      [`q=${'m'.repeat(101)}`, 'q'],
    ]) {
      const res = await get(`/api/leads/page?${query}`, { ...admin, 'accept-language': 'en' });
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: translate('common.validationFailed', 'en') });
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });

  it('is in the OpenAPI document as the paged companion of GET /leads', async () => {
    const doc = (await get('/api/docs/json', {})).json() as { paths: Record<string, Record<string, { tags: string[]; description: string; security: unknown[]; responses: object }>> };
    const op = doc.paths['/api/leads/page']!.get!;
    expect(op.tags).toEqual(['comms']);
    expect(op.description).toMatch(/paged companion of GET \/leads/);
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
  });
});
