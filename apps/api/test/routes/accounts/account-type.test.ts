import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountCodes, users } from '../../../src/db/schema';
import { hashAccountCode, syncAccountCodes } from '../../../src/auth/account-codes';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { auth, guardAnswers, register, tokenOf } from './helpers';

const CODES = { User: ['OWNER-7F3K-22QX'], Vitrina: ['TEAM-9Q2M-88WZ'], Selecta: ['SEL-4H6J-31KD', 'SEL-SECOND-CODE'] };
const ALL_CODES = Object.values(CODES).flat();

describe(`account type: POST /api/users/update-type and /api/update-type/{id} (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true, env: { ACCOUNT_CODES: JSON.stringify(CODES) } });
    guardAnswers(t.app);
  });
  afterAll(() => t.close());

  const choose = (token: string | null, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/users/update-type', payload, headers: { ...(token ? auth(token) : {}), ...headers } });
  const chooseById = (id: number, token: string | null, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/update-type/${id}`, payload, headers: token ? auth(token) : {} });
  const typeOf = async (id: number) => (await t.database.db.select({ type: users.type }).from(users).where(eq(users.id, id)))[0]!.type;
  const expectNoCode = (body: string) => {
    for (const code of ALL_CODES) expect(body.toUpperCase()).not.toContain(code);
  };

  it('stores the ACCOUNT_CODES codes hashed (source env), never in clear', async () => {
    const rows = await t.database.db.select().from(accountCodes);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.source).toBe('env');
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expectNoCode(JSON.stringify(row));
    }
    expect(rows.map((r) => r.codeHash)).toContain(hashAccountCode(' owner-7f3k-22qx '));
  });

  it('sets Guest without a code', async () => {
    const { user, token } = await register(t.app);
    const res = await choose(token, { userType: 'Guest' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user: { ...user, type: 'Guest', name: expect.any(String), phone: expect.any(String) } });
  });

  it.each([
    ['User', ' owner-7f3k-22qx '],
    ['Vitrina', 'TEAM-9Q2M-88WZ'],
    ['Selecta', 'sel-second-code'],
  ])('sets %s with a valid code, compared trimmed and case-insensitively', async (type, code) => {
    const { user, token } = await register(t.app);
    const res = await choose(token, { userType: type, verificationCode: code });
    expect(res.statusCode).toBe(200);
    expectNoCode(res.body);
    expect(res.json().user).toMatchObject({ id: user.id, type });
    expect(await typeOf(user.id)).toBe(type);
  });

  it('refuses a missing code and a code of another type with the spec’s messages', async () => {
    const { user, token } = await register(t.app);
    const missing = await choose(token, { userType: 'User' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ verificationCode: ['Por favor ingresa un código'] });
    const blank = await choose(token, { userType: 'User', verificationCode: '   ' });
    expect(blank.json().errors).toEqual({ verificationCode: ['Por favor ingresa un código'] });
    const wrongType = await choose(token, { userType: 'User', verificationCode: 'TEAM-9Q2M-88WZ' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual({
      code: 'validation_failed',
      message: 'Código inválido. Por favor, intenta de nuevo.',
      errors: { verificationCode: ['Código inválido. Por favor, intenta de nuevo.'] },
    });
    const en = await choose(token, { userType: 'Selecta', verificationCode: 'nope' }, { 'accept-language': 'en' });
    expect(en.json().message).toBe('Invalid code. Please try again.');
    expect(await typeOf(user.id)).toBe('Guest');
  });

  it('never lets anyone choose Admin (403), with or without a code', async () => {
    const { user, token } = await register(t.app);
    for (const payload of [{ userType: 'Admin' }, { userType: 'Admin', verificationCode: 'OWNER-7F3K-22QX' }, { userType: 'admin' }]) {
      const res = await choose(token, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await chooseById(user.id, token, { type: 'Admin' })).statusCode).toBe(403);
    expect(await typeOf(user.id)).toBe('Guest');
  });

  it('POST /update-type/{id}: only one’s own id, Guest without a code, others with one', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const other = await chooseById(b.user.id, a.token, { type: 'Guest' });
    expect(other.statusCode).toBe(403);
    const adminToken = await tokenOf(t.app, 'admin@vitrina.demo');
    expect((await chooseById(b.user.id, adminToken, { type: 'User', verificationCode: 'OWNER-7F3K-22QX' })).statusCode).toBe(403);
    expect((await chooseById(a.user.id, a.token, { type: 'Guest' })).statusCode).toBe(200);
    expect((await chooseById(a.user.id, a.token, { type: 'Vitrina' })).json().errors).toEqual({ verificationCode: ['Por favor ingresa un código'] });
    const ok = await chooseById(a.user.id, a.token, { type: 'Vitrina', verificationCode: 'team-9q2m-88wz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.type).toBe('Vitrina');
    expect(await typeOf(b.user.id)).toBe('Guest');
  });

  it('answers 401 without a token, and keeps an Admin’s own type', async () => {
    expect((await choose(null, { userType: 'Guest' })).statusCode).toBe(401);
    expect((await chooseById(1, null, { type: 'Guest' })).statusCode).toBe(401);
    const adminToken = await tokenOf(t.app, 'admin@vitrina.demo');
    const res = await choose(adminToken, { userType: 'Guest' });
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: auth(adminToken) });
    expect(me.json().type).toBe('Admin');
  });

  it('answers 429 after 5 wrong codes in an hour, even for a right code', async () => {
    const { user, token } = await register(t.app);
    for (let i = 0; i < 5; i++) expect((await choose(token, { userType: 'User', verificationCode: `WRONG-${i}` })).statusCode).toBe(422);
    const res = await choose(token, { userType: 'User', verificationCode: 'OWNER-7F3K-22QX' });
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(await typeOf(user.id)).toBe('Guest');
    // Guest needs no code, so it is never limited.
    expect((await choose(token, { userType: 'Guest' })).statusCode).toBe(200);
  });

  it('a code removed from ACCOUNT_CODES stops working at the next start; codes from Settings are left alone', async () => {
    await t.database.db.insert(accountCodes).values({ type: 'User', codeHash: hashAccountCode('SETTINGS-CODE-1'), hint: 'SE…', source: 'settings' });
    const result = await syncAccountCodes(t.database.db, { User: ['OWNER-7F3K-22QX'] });
    expect(result).toEqual({ live: 1, revoked: 3 });
    const { token } = await register(t.app);
    expect((await choose(token, { userType: 'Selecta', verificationCode: 'SEL-4H6J-31KD' })).statusCode).toBe(422);
    expect((await choose(token, { userType: 'User', verificationCode: 'settings-code-1' })).statusCode).toBe(200);
    // Listed again: live again.
    await syncAccountCodes(t.database.db, CODES);
    const again = await register(t.app);
    expect((await choose(again.token, { userType: 'Selecta', verificationCode: 'SEL-4H6J-31KD' })).statusCode).toBe(200);
  });
});
