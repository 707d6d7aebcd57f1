// Faults answered honestly (issue 24): while the database cannot answer, sign-in and the other
// limited calls answer 503 with the translated "try again" message, and the attempts they
// counted are taken back, so an outage never leaves anyone facing a captcha or a 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_CAPTCHA_AFTER } from '../../../src/auth/account-limits';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { freshIp, register, type newPerson } from './helpers';

describe(`a database outage costs no attempt (${testDbKind})`, () => {
  let t: TestApp;
  let person: ReturnType<typeof newPerson>;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ person } = await register(t.app));
    // The outage: every query fails as a lost server's would.
    await t.database.close();
  });
  afterAll(async () => {
    await t.app.close();
    await t.close().catch(() => {});
  });

  it('answers sign-in with 503 and the translated message, and counts nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGNIN_CAPTCHA_AFTER + 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/signIn', payload: { email: person.email, password: person.password }, remoteAddress: ip, headers: { 'accept-language': 'fr' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'database_unavailable', message: expect.stringMatching(/Réessayez/) });
      expect(res.headers['retry-after']).toBe('5');
    }
    expect((await t.app.limiter.peek(`signin:email:${person.email.toLowerCase()}`)).count).toBe(0);
    expect((await t.app.limiter.peek(`signin:ip:${ip}`)).count).toBe(0);
  });

  it('takes back the attempts of registration, forgot-password and the contact form too', async () => {
    const ip = freshIp();
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Ana Prueba', email: 'ana.outage@example.com', phone: '+529841234567', password: 'Cuenta-Segura-2026' },
      remoteAddress: ip,
    });
    expect(register.statusCode).toBe(503);
    const forgot = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: person.email }, remoteAddress: ip });
    expect(forgot.statusCode).toBe(503);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ana Prueba', email: 'ana.outage@example.com', phone: '+529841234567', message: 'Hola' },
      remoteAddress: ip,
    });
    expect(contact.statusCode).toBe(503);
    for (const key of [`register:ip:${ip}`, `forgot:ip:${ip}`, `forgot:email:${person.email.toLowerCase()}`, `lead:ip:${ip}`]) {
      expect((await t.app.limiter.peek(key)).count, key).toBe(0);
    }
  });
});
