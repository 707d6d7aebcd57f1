import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../../src/db/schema';
import { hashToken } from '../../../src/auth/sessions';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { auth, expectNoSecrets, guardAnswers, tokenOf } from './helpers';

describe(`GET /api/user and POST /api/logout (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    guardAnswers(t.app);
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string> = {}, url = '/api/user') => t.app.inject({ method: 'GET', url, headers });

  it('gives the signed-in user, and 401 without a valid token', async () => {
    const token = await tokenOf(t.app, 'admin@vitrina.demo');
    const res = await me(auth(token));
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body);
    expect(res.json()).toEqual({ id: expect.any(Number), name: 'Daniela Ríos Campos', email: 'admin@vitrina.demo', phone: '+529841230001', type: 'Admin' });
    for (const headers of [{}, auth('x'.repeat(43)), { authorization: token }, { authorization: `Basic ${token}` }]) {
      const res401 = await me(headers);
      expect(res401.statusCode).toBe(401);
      expect(res401.json()).toMatchObject({ code: 'unauthenticated', message: 'Inicie sesión para continuar.' });
    }
  });

  it('accepts a token only in the Authorization header, never in the query string or a cookie', async () => {
    const token = await tokenOf(t.app, 'guest@vitrina.demo');
    expect((await me({}, `/api/user?token=${token}`)).statusCode).toBe(401);
    expect((await me({}, `/api/user?access_token=${token}&authToken=${token}`)).statusCode).toBe(401);
    expect((await me({ cookie: `authToken=${token}; token=${token}` })).statusCode).toBe(401);
    expect((await me(auth(token))).statusCode).toBe(200);
  });

  it('the answer guard of these tests recognises a leaked hash', () => {
    expect(() => expectNoSecrets('{"user":{"password_hash":"x"}}')).toThrow(/leaks/);
    expect(() => expectNoSecrets('{"hash":"$argon2id$v=19$m=19456"}')).toThrow(/leaks/);
    expect(() => expectNoSecrets('{"errors":{"password_hash":["Este campo no se admite"]}}')).not.toThrow();
  });

  it('stores only a hash of each token', async () => {
    const token = await tokenOf(t.app, 'owner1@vitrina.demo');
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const leaked = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(leaked).toEqual([]);
  });

  it('logout ends that token at once and leaves the other sessions alone', async () => {
    const a = await tokenOf(t.app, 'owner2@vitrina.demo');
    const b = await tokenOf(t.app, 'owner2@vitrina.demo');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth(a) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await me(auth(a))).statusCode).toBe(401);
    expect((await me(auth(b))).statusCode).toBe(200);
    const twice = await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth(a) });
    expect(twice.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('expires a token after 30 days unused, and keeps one used within them', async () => {
    const stale = await tokenOf(t.app, 'guest@vitrina.demo');
    const recent = await tokenOf(t.app, 'guest@vitrina.demo');
    await t.database.db.update(sessions).set({ lastUsedAt: sql`now() - interval '31 days'` }).where(eq(sessions.tokenHash, hashToken(stale)));
    await t.database.db.update(sessions).set({ lastUsedAt: sql`now() - interval '29 days'` }).where(eq(sessions.tokenHash, hashToken(recent)));
    expect((await me(auth(stale))).statusCode).toBe(401);
    expect((await me(auth(recent))).statusCode).toBe(200);
    // Using it moved its idle clock forward.
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(recent)));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(24 * 3600 * 1000);
  });
});
