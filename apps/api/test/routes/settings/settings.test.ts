import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS } from '@vitrina/contracts';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { bearer } from '../comms/helpers';
import { hashAccountCode } from '../../../src/auth/account-codes';

describe(`settings: GET/PUT /api/settings, account codes (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let guest: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    [admin, guest] = await Promise.all([bearer(t, 'admin@vitrina.demo'), bearer(t, 'guest@vitrina.demo')]);
  });
  afterAll(() => t.close());

  it('reads the configuration as fallback, saves validated values that GET /config then shows', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/settings', headers: admin });
    expect(before.statusCode).toBe(200);
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(before.json()).toEqual({
      brand_name: config.brandName,
      chat_phone_general: config.chatPhoneGeneral,
      chat_phone_sales: config.chatPhoneSales,
      sales_email: config.salesEmail,
    });
    const values = { brand_name: 'Casa Kaanal', chat_phone_general: '+52 984 111 2233', chat_phone_sales: '+529845556677', sales_email: 'hola@kaanal.example' };
    const put = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: values });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(values);
    const after = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(after.brandName).toBe('Casa Kaanal');
    expect(after.salesEmail).toBe('hola@kaanal.example');
  });

  it('refuses invalid values with 422', async () => {
    const bad = [
      { brand_name: '', chat_phone_general: '+529841112233', chat_phone_sales: '+529845556677', sales_email: 'a@b.co' },
      { brand_name: 'x'.repeat(61), chat_phone_general: '+529841112233', chat_phone_sales: '+529845556677', sales_email: 'a@b.co' },
      { brand_name: 'Ok', chat_phone_general: 'abc', chat_phone_sales: '+529845556677', sales_email: 'a@b.co' },
      { brand_name: 'Ok', chat_phone_general: '+529841112233', chat_phone_sales: '+529845556677', sales_email: 'no-mail' },
    ];
    for (const payload of bad) {
      expect((await t.app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload })).statusCode).toBe(422);
    }
    // The refused field is named with its own message, in the request's language.
    const en = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: { ...admin, 'accept-language': 'en' }, payload: { ...bad[3], chat_phone_sales: '12' } });
    expect(en.json().errors).toEqual({ chat_phone_sales: [VALIDATION_TEXTS.en['settings.phoneInvalid']], sales_email: [VALIDATION_TEXTS.en['register.emailInvalid']] });
    const es = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: bad[0] });
    expect(es.json().errors).toEqual({ brand_name: [VALIDATION_TEXTS.es['settings.brandRequired']] });
  });

  it('is for Admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: guest })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/account-codes' })).statusCode).toBe(401);
  });

  it('adds a code shown once, stored hashed, accepted by update-type; revoked, it no longer is', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/account-codes', headers: admin, payload: { type: 'Vitrina' } });
    expect(created.statusCode).toBe(201);
    const { code, account_code: entry } = created.json();
    expect(code).toMatch(/^[A-Z2-9]{6}(-[A-Z2-9]{6}){3}$/);
    expect(entry).toMatchObject({ type: 'Vitrina', source: 'settings', revoked_at: null });
    expect(entry.hint).toBe(`${code.slice(0, 2)}… (${code.length})`);

    const list = (await t.app.inject({ method: 'GET', url: '/api/account-codes', headers: admin })).json();
    expect(JSON.stringify(list)).not.toContain(code);
    expect(JSON.stringify(list)).not.toContain(hashAccountCode(code));
    expect(list.find((c: { id: number }) => c.id === entry.id)).toBeTruthy();

    const dup = await t.app.inject({ method: 'POST', url: '/api/account-codes', headers: admin, payload: { type: 'Vitrina', code: code.toLowerCase() } });
    expect(dup.statusCode).toBe(409);

    const guestChange = (verificationCode: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/update-type', headers: guest, payload: { userType: 'Vitrina', verificationCode } });
    expect((await guestChange(code.toLowerCase())).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: 'POST', url: `/api/account-codes/${entry.id}/revoke`, headers: admin });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();
    // Back to Guest, then the revoked code is refused.
    await t.app.inject({ method: 'POST', url: '/api/users/update-type', headers: guest, payload: { userType: 'Guest' } });
    expect((await guestChange(code)).statusCode).not.toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/account-codes/999999/revoke', headers: admin })).statusCode).toBe(404);
  });

  it('takes a chosen code and refuses a short one', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/account-codes', headers: admin, payload: { type: 'User', code: 'Propietarios-2026' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().code).toBe('PROPIETARIOS-2026');
    const short = await t.app.inject({ method: 'POST', url: '/api/account-codes', headers: admin, payload: { type: 'User', code: 'abc' } });
    expect(short.statusCode).toBe(422);
  });
});
