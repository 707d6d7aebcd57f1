// POST /api/contact with an Idempotency-Key (decision 019): a lead queued offline and sent
// again (twice, in parallel, after a lost answer) is filed and mailed once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@vitrina/contracts';
import { idempotencyKeys, leads, mailOutbox } from '../../../src/db/schema';
import { translate } from '../../../src/i18n/translate';
import { LEAD_LIMIT } from '../../../src/leads/lead-limit';
import { CONTACT_IDEMPOTENCY_SCOPE } from '../../../src/routes/comms/contact-routes';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';

const LEAD = { name: 'Mariana López', email: 'mariana@example.com', phone: '+529841112233', message: 'Enviado sin conexión' };
const PACKAGE_LEAD = { name: 'Jean Dupont', email: 'jean@example.com', phone: '33612345678', package: 'GOLD', lang: 'fr' as const };
let ip = 0;
/** Each test posts from its own address, so the per-IP limit never touches another test. */
const nextIp = () => `10.2.0.${++ip}`;
const post = (t: TestApp, payload: unknown, headers: Record<string, string>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers, remoteAddress });
const withKey = (key: string, headers: Record<string, string> = {}) => ({ [IDEMPOTENCY_KEY_HEADER]: key, ...headers });

describe(`POST /api/contact with an Idempotency-Key (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const count = async () => ({ leads: await t.database.db.$count(leads), mails: await t.database.db.$count(mailOutbox), keys: await t.database.db.$count(idempotencyKeys) });

  for (const [kind, payload] of [['contact-form', LEAD], ['package-interest', PACKAGE_LEAD]] as const) {
    it(`files a ${kind} lead once when the same key and body come twice, and answers the same both times`, async () => {
      const key = randomUUID();
      const address = nextIp();
      const before = await count();
      const first = await post(t, payload, withKey(key), address);
      const second = await post(t, payload, withKey(key), address);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(first.json().message).toBe(translate('contact.sent', 'lang' in payload ? payload.lang : 'es'));
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await count()).toEqual({ leads: before.leads + 1, mails: before.mails + 1, keys: before.keys + 1 });
      expect(await t.database.db.$count(leads, eq(leads.email, payload.email))).toBe(1);
    });
  }

  it('answers the stored answer to a replay sent in another language (the first answer, unchanged)', async () => {
    const key = randomUUID();
    const address = nextIp();
    const first = await post(t, LEAD, withKey(key, { 'accept-language': 'fr' }), address);
    const replay = await post(t, LEAD, withKey(key, { 'accept-language': 'en' }), address);
    expect(first.json().message).toBe(translate('contact.sent', 'fr'));
    expect(replay.json()).toEqual(first.json());
  });

  it('files exactly one lead and sends one mail for five parallel requests with one key; all get 201 and the same body', async () => {
    const key = randomUUID();
    const address = nextIp();
    const body = { ...LEAD, email: 'parallel@example.com' };
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(t, body, withKey(key), address)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]!.json());
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await t.database.db.$count(leads, eq(leads.email, 'parallel@example.com'))).toBe(1);
    expect(await count()).toEqual({ leads: before.leads + 1, mails: before.mails + 1, keys: before.keys + 1 });
  });

  it('refuses the same key with another body: 422 idempotency_key_reused, translated, nothing filed; the first answer stays', async () => {
    const key = randomUUID();
    const address = nextIp();
    const first = await post(t, LEAD, withKey(key), address);
    expect(first.statusCode).toBe(201);
    const before = await count();
    const messages: string[] = [];
    for (const lang of ['es', 'en'] as const) {
      const res = await post(t, { ...LEAD, message: 'Otro mensaje' }, withKey(key, { 'accept-language': lang }), address);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'idempotency_key_reused', message: translate('common.idempotencyKeyReused', lang) });
      messages.push(res.json().message);
    }
    expect(messages[0]).not.toBe(messages[1]);
    expect(messages[0]).not.toBe('common.idempotencyKeyReused');
    expect(await count()).toEqual(before);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row!.responseBody).toEqual(first.json());
    const replay = await post(t, LEAD, withKey(key), address);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
  });

  it('reads the body, not its key order: the same fields in another order are the same request', async () => {
    const key = randomUUID();
    const address = nextIp();
    const before = await count();
    const first = await post(t, { name: LEAD.name, email: 'order@example.com', phone: LEAD.phone }, withKey(key), address);
    const reordered = await post(t, { phone: LEAD.phone, email: 'order@example.com', name: LEAD.name }, withKey(key), address);
    expect(reordered.statusCode).toBe(201);
    expect(reordered.headers['idempotent-replayed']).toBe('true');
    expect(reordered.json()).toEqual(first.json());
    expect((await count()).leads).toBe(before.leads + 1);
  });

  for (const [what, key] of [['too short', 'abc1234'], ['too long', 'k'.repeat(101)], ['with a space', 'abc def 123'], ['with dots', 'key.with.dots'], ['empty', '']] as const) {
    it(`refuses a key ${what} with 422 and a translated error, storing nothing`, async () => {
      const before = await count();
      for (const lang of ['es', 'en'] as const) {
        const res = await post(t, LEAD, withKey(key, { 'accept-language': lang }), nextIp());
        expect(res.statusCode).toBe(422);
        const answer = res.json();
        expect(answer.code).toBe('validation_failed');
        expect(answer.message).toBe(translate('common.validationFailed', lang));
        expect(answer.errors).toEqual({ 'idempotency-key': [translate('common.idempotencyKeyInvalid', lang)] });
      }
      expect(translate('common.idempotencyKeyInvalid', 'es')).not.toBe(translate('common.idempotencyKeyInvalid', 'en'));
      expect(await count()).toEqual(before);
    });
  }

  it('files every request without a key, as before: two posts, two leads, no key stored', async () => {
    const address = nextIp();
    const before = await count();
    const body = { ...LEAD, email: 'nokey@example.com' };
    expect((await post(t, body, {}, address)).statusCode).toBe(201);
    const second = await post(t, body, {}, address);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.database.db.$count(leads, eq(leads.email, 'nokey@example.com'))).toBe(2);
    expect(await count()).toEqual({ leads: before.leads + 2, mails: before.mails + 2, keys: before.keys });
  });

  it('forgets a key after 24 hours: the same key then files a new lead, and expired keys are deleted', async () => {
    const key = randomUUID();
    const address = nextIp();
    const body = { ...LEAD, email: 'expired@example.com' };
    expect((await post(t, body, withKey(key), address)).statusCode).toBe(201);
    // Another remembered key, 25 hours old, that nobody sends again.
    const stale = randomUUID();
    await t.database.db.insert(idempotencyKeys).values({ scope: CONTACT_IDEMPOTENCY_SCOPE, key: stale, requestHash: 'x', responseStatus: 201, responseBody: {} });
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${idempotencyKeys.key} in (${key}, ${stale})`);

    const again = await post(t, body, withKey(key), address);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.database.db.$count(leads, eq(leads.email, 'expired@example.com'))).toBe(2);
    // The key is remembered afresh, and the stale one is gone.
    const [row] = await t.database.db.select({ recent: sql<boolean>`${idempotencyKeys.createdAt} > now() - interval '1 hour'` }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row?.recent).toBe(true);
    expect(await t.database.db.$count(idempotencyKeys, eq(idempotencyKeys.key, stale))).toBe(0);
    // Within the new window, it replays again.
    expect((await post(t, body, withKey(key), address)).headers['idempotent-replayed']).toBe('true');
    expect(await t.database.db.$count(leads, eq(leads.email, 'expired@example.com'))).toBe(2);
  });

  it('scopes keys by route: a key remembered for another route does not stop a lead', async () => {
    const key = randomUUID();
    await t.database.db.insert(idempotencyKeys).values({ scope: 'POST /favourites', key, requestHash: 'x', responseStatus: 200, responseBody: { other: true } });
    const res = await post(t, { ...LEAD, email: 'scope@example.com' }, withKey(key), nextIp());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: translate('contact.sent', 'es') });
    expect(await t.database.db.$count(leads, eq(leads.email, 'scope@example.com'))).toBe(1);
    expect(await t.database.db.$count(idempotencyKeys, and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, CONTACT_IDEMPOTENCY_SCOPE)))).toBe(1);
  });

  it('stores the key with the lead or not at all: when the lead cannot be stored, a retry with the key files it', async () => {
    const key = randomUUID();
    const address = nextIp();
    const body = { ...LEAD, name: 'Fallo Provocado', email: 'rollback@example.com' };
    await t.database.db.execute(sql`alter table leads add constraint test_refuse_lead check (name <> 'Fallo Provocado')`);
    try {
      expect((await post(t, body, withKey(key), address)).statusCode).toBe(500);
      expect(await t.database.db.$count(idempotencyKeys, eq(idempotencyKeys.key, key))).toBe(0);
    } finally {
      await t.database.db.execute(sql`alter table leads drop constraint test_refuse_lead`);
    }
    const retry = await post(t, body, withKey(key), address);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.database.db.$count(leads, eq(leads.email, 'rollback@example.com'))).toBe(1);
  });

  it('does not count replays against the rate limit; new leads still stop at the limit', async () => {
    const address = nextIp();
    const key = randomUUID();
    const body = { ...LEAD, email: 'limit@example.com' };
    expect((await post(t, body, withKey(key), address)).statusCode).toBe(201); // counted: 1
    for (let i = 0; i < LEAD_LIMIT.max + 2; i++) {
      const replay = await post(t, body, withKey(key), address);
      expect(replay.statusCode, `replay ${i + 1}`).toBe(201);
    }
    for (let i = 1; i < LEAD_LIMIT.max; i++) {
      expect((await post(t, { ...body, email: `limit${i}@example.com` }, withKey(randomUUID()), address)).statusCode).toBe(201); // 2..10
    }
    expect((await post(t, { ...body, email: 'over@example.com' }, withKey(randomUUID()), address)).statusCode).toBe(429);
    expect((await post(t, { ...body, email: 'over@example.com' }, {}, address)).statusCode).toBe(429);
    // Past the limit, the remembered request still gets its answer.
    expect((await post(t, body, withKey(key), address)).statusCode).toBe(201);
    expect(await t.database.db.$count(leads, eq(leads.email, 'limit@example.com'))).toBe(1);
  });

  it('counts the same key sent twice at once as one lead against the limit', async () => {
    const address = nextIp();
    const key = randomUUID();
    const body = { ...LEAD, email: 'twice@example.com' };
    const pair = await Promise.all([post(t, body, withKey(key), address), post(t, body, withKey(key), address)]);
    expect(pair.map((r) => r.statusCode)).toEqual([201, 201]);
    for (let i = 1; i < LEAD_LIMIT.max; i++) {
      expect((await post(t, { ...body, email: `twice${i}@example.com` }, withKey(randomUUID()), address)).statusCode, `lead ${i + 1}`).toBe(201);
    }
    expect((await post(t, { ...body, email: 'twice-over@example.com' }, withKey(randomUUID()), address)).statusCode).toBe(429);
  });

  it('documents the header on the route in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { description: string; parameters?: { in: string; name: string; required?: boolean; description?: string }[] }>>;
    };
    const route = doc.paths['/api/contact']!.post!;
    const header = route.parameters?.find((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
    expect(header).toBeDefined();
    expect(header!.required).toBeFalsy();
    expect(header!.description).toMatch(/24 hours/);
    expect(route.description).toMatch(/Idempotency-Key/);
    expect(route.description).toMatch(/24 hours/);
  });
});
