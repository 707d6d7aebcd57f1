// GET /users/page (issue 13, decision 025): the assign dialog's search, one window at a time,
// checked against GET /users/list: the same people in the same order, found by name, e-mail
// or phone (ignoring case and accents; a phone also by its digits alone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersListSchema, usersPageSchema, type User } from '@vitrina/contracts';
import { users } from '../../../src/db/schema';
import { translate } from '../../../src/i18n/translate';
import { growDatabase } from '../../../src/seed-scale/grow-database';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, callerFor, createPerson, type Caller } from './fixtures';

const fold = (text: string | null) => (text ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');

/** Names whose order tells a byte-wise or accent-blind sort from GET /users/list's collator. */
const TRICKY: [name: string, phone: string | null][] = [
  ['Peña Zoe', '+529841110001'],
  ['Pena Zoe', '+529841110002'],
  ['Penz Aguilar', null],
  ['peña', '+529841110003'],
  ['Ana-María Solís', '+529841110004'],
  ['Ana María Solís', '+529841110005'],
  ["O'Brien Kate", '+13125550101'],
  ['Obrien Kate', '+13125550102'],
  ['Ángel Ruiz', '+34612345001'],
  ['angel ruiz', '+34612345002'],
  ['Zoë Martin', '+33612345003'],
  ['ZOE MARTIN', '+18095551234'],
];

describe(`units: GET /users/page (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;
  let list: User[];
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    await growDatabase(db, { users: 60 });
    await db.insert(users).values(
      TRICKY.map(([name, phone], i) => ({ name, phone, email: `tricky-${i}@Example.org`, type: 'Guest', passwordHash: 'not-a-hash' })),
    );
    admin = await callerFor(db, DEMO.admin);
    list = usersListSchema.parse((await get('/api/users/list', admin.headers)).json());
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  /** Every window of a search, checking each one's total, offset, limit and size on the way. */
  async function walk(q: string, limit = 7): Promise<{ total: number; items: User[] }> {
    const seen: User[] = [];
    let total = -1;
    for (let offset = 0; total < 0 || offset < total; offset += limit) {
      const res = await get(`/api/users/page?q=${encodeURIComponent(q)}&offset=${offset}&limit=${limit}`, admin.headers);
      expect(res.statusCode, q).toBe(200);
      const page = usersPageSchema.parse(res.json());
      if (total < 0) total = page.total;
      expect(page).toMatchObject({ total, offset, limit });
      expect(page.items).toHaveLength(Math.min(limit, total - offset));
      for (const user of res.json().items as object[]) expect(Object.keys(user).sort()).toEqual(['email', 'id', 'name', 'phone', 'type']);
      seen.push(...page.items);
    }
    return { total, items: seen };
  }

  it('walks every account in the order of GET /users/list (by name, case and accents aside, ñ after n)', async () => {
    expect(list.length).toBe(60 + TRICKY.length);
    const { total, items } = await walk('');
    expect(total).toBe(list.length);
    expect(items).toEqual(list);
    const names = items.map((u) => u.name);
    expect(names.indexOf('Penz Aguilar')).toBeLessThan(names.indexOf('Peña Zoe'));
    expect(names.indexOf('Pena Zoe')).toBeLessThan(names.indexOf('Penz Aguilar'));
  });

  it.each([
    ['pena', 'n for ñ, any case'],
    ['PEÑA', 'ñ typed in capitals'],
    ['angel', 'no accent typed for one'],
    ['zoe', 'a diaeresis'],
    ['EXAMPLE.org', 'the e-mail, any case'],
    ['vitrina.demo', 'part of an e-mail'],
    ['809 555', 'phone digits typed with a space'],
    ['(809) 555-12', 'phone digits typed the national way'],
    ['+1 312', 'a calling code'],
    ['80', 'two digits: only where the text has them'],
    ["o'brien", 'an apostrophe'],
    ['%', 'a % (plain)'],
    ['nobody-at-all', 'nothing'],
  ])('q=%s finds the accounts whose name, e-mail or phone hold it (%s)', async (q, _why) => {
    const needle = fold(q.trim());
    const digits = digitsOf(q);
    const expected = list.filter(
      (u) =>
        fold(u.name).includes(needle) ||
        fold(u.email).includes(needle) ||
        fold(u.phone).includes(needle) ||
        (digits.length >= 3 && digitsOf(u.phone).includes(digits)),
    );
    const { total, items } = await walk(q);
    expect(items).toEqual(expected);
    expect(total).toBe(expected.length);
    const exact: Record<string, string[]> = {
      PEÑA: ['Pena Zoe', 'peña', 'Peña Zoe'],
      '809 555': ['ZOE MARTIN'],
      '(809) 555-12': ['ZOE MARTIN'],
      '%': [],
      'nobody-at-all': [],
    };
    // The accounts made here, the scale ones (…sc000001@example.com) aside.
    if (q in exact) expect(items.filter((u) => !/\.sc\d{6}@/.test(u.email)).map((u) => u.name)).toEqual(exact[q]);
    else expect(total).toBeGreaterThan(0);
  });

  it('answers an empty window past the end, with the right total', async () => {
    const res = usersPageSchema.parse((await get('/api/users/page?q=ruiz&offset=100&limit=5', admin.headers)).json());
    expect(res).toEqual({ total: list.filter((u) => fold(u.name).includes('ruiz')).length, offset: 100, limit: 5, items: [] });
    expect(res.total).toBeGreaterThanOrEqual(2);
    const first = usersPageSchema.parse((await get('/api/users/page', admin.headers)).json());
    expect(first).toMatchObject({ total: list.length, offset: 0, limit: 50 });
    expect(first.items).toEqual(list.slice(0, 50));
  });

  it('answers 401 without a session and 403 to anyone but an Admin, before reading the query', async () => {
    const bad = '/api/users/page?limit=0';
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token-but-long-enough' }] as Record<string, string>[]) {
      const res = await get(bad, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthenticated', message: translate('auth.unauthenticated', 'es') });
    }
    const others = [await callerFor(t.database.db, DEMO.guest), await callerFor(t.database.db, DEMO.owner1), await createPerson(t.database.db, 'Vitrina')];
    for (const caller of others) {
      const res = await get(bad, { ...caller.headers, 'accept-language': 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: translate('auth.forbidden', 'en') });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('refuses bad values with 422, translated, naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['offset=-1', 'offset'],
      [`q=${'a'.repeat(101)}`, 'q'],
    ]) {
      const res = await get(`/api/users/page?${query}`, { ...admin.headers, 'accept-language': 'fr' });
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: translate('common.validationFailed', 'fr') });
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });

  it('is in the OpenAPI document as the paged companion of GET /users/list', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, Record<string, { description: string; security: unknown[]; responses: object }>> };
    const op = doc.paths['/api/users/page']!.get!;
    expect(op.description).toMatch(/paged companion of GET \/users\/list/);
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
  });
});
