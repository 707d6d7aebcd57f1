import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { auth, DEMO_PASSWORD, expectNoSecrets, freshIp, guardAnswers, signedCaptcha, signIn, solvedCaptcha } from './helpers';

describe(`POST /api/signIn and GET /api/captcha (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    guardAnswers(t.app);
  });
  afterAll(() => t.close());

  it('answers { token, user } and a new token at every sign-in, each one working', async () => {
    const first = await signIn(t.app, 'owner1@vitrina.demo');
    const second = await signIn(t.app, 'OWNER1@Vitrina.demo ');
    expect(first.statusCode).toBe(200);
    expectNoSecrets(first.body);
    expect(first.json().user).toEqual({ id: expect.any(Number), name: 'Carlos Méndez Aguilar', email: 'owner1@vitrina.demo', phone: '+529841234567', type: 'User' });
    expect(second.json().token).not.toBe(first.json().token);
    for (const res of [first, second]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: auth(res.json().token) });
      expect(me.statusCode).toBe(200);
    }
  });

  it('answers the same 401 for an unknown e-mail and for a wrong password', async () => {
    const unknown = await signIn(t.app, 'nadie@example.com', 'Cualquiera123');
    const wrong = await signIn(t.app, 'guest@vitrina.demo', 'Equivocada123');
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Credenciales incorrectas', code: 'unauthenticated', captchaRequired: false });
    }
    const english = await signIn(t.app, 'nadie@example.com', 'x', { lang: 'en' });
    expect(english.json().message).toBe('Incorrect credentials');
  });

  it('checks the request with the shared schema (422 for a missing password)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/signIn', payload: { email: 'guest@vitrina.demo' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['La contraseña es obligatoria'] });
  });

  it('gives a signed ALTCHA challenge that is not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', nonce: expect.any(String), salt: expect.any(String), expiresAt: expect.any(Number) });
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('requires a solved challenge after 3 failures for one e-mail, accepts it once, and clears the count on success', async () => {
    const email = 'owner2@vitrina.demo';
    for (let i = 1; i <= 3; i++) {
      const res = await signIn(t.app, email, `Mala-${i}-Clave`);
      expect(res.json().captchaRequired, `failure ${i}`).toBe(i >= 3);
    }
    // Even the right password is refused without the challenge now, from any address.
    const blocked = await signIn(t.app, email, DEMO_PASSWORD, {}, freshIp());
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toMatchObject({ code: 'unauthenticated', captchaRequired: true, message: expect.stringMatching(/verificación/) });
    const forged = await signIn(t.app, email, DEMO_PASSWORD, { altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
    expect(forged.json().captchaRequired).toBe(true);

    const altcha = await solvedCaptcha(t.app);
    const ok = await signIn(t.app, email, DEMO_PASSWORD, { altcha });
    expect(ok.statusCode).toBe(200);
    // Success cleared the e-mail's count: no challenge needed any more.
    const again = await signIn(t.app, email, DEMO_PASSWORD);
    expect(again.statusCode).toBe(200);
    // The same solution cannot be used twice: from an address that needs a challenge, it is refused.
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await signIn(t.app, 'nadie@example.com', 'Mala-Clave-1', {}, ip);
    const replay = await signIn(t.app, email, DEMO_PASSWORD, { altcha }, ip);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().captchaRequired).toBe(true);
    const fresh = await signIn(t.app, email, DEMO_PASSWORD, { altcha: await signedCaptcha(t.database.db) }, ip);
    expect(fresh.statusCode).toBe(200);
  });

  it('counts failures per address too, across e-mails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await signIn(t.app, `desconocido${i}@example.com`, 'Mala-Clave-1', {}, ip);
    const res = await signIn(t.app, 'guest@vitrina.demo', DEMO_PASSWORD, {}, ip);
    expect(res.statusCode).toBe(401);
    expect(res.json().captchaRequired).toBe(true);
    const elsewhere = await signIn(t.app, 'guest@vitrina.demo', DEMO_PASSWORD, {}, freshIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers 429 with Retry-After past 10 attempts from one address in 15 minutes, even with the right password', async () => {
    const ip = freshIp();
    // Different e-mails, each with a solved captcha: only the address's count can refuse.
    // (Signed by the server's secret with a small counter: solving is the test above's subject.)
    for (let i = 0; i < 10; i++) {
      const res = await signIn(t.app, `desconocido${i}.${ip}@example.com`, `Mala-${i}-Clave`, i >= 3 ? { altcha: await signedCaptcha(t.database.db) } : {}, ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      expect(res.json().message, `attempt ${i + 1}`).toBe('Credenciales incorrectas');
    }
    const limited = await signIn(t.app, 'guest@vitrina.demo', DEMO_PASSWORD, { lang: 'en', altcha: await signedCaptcha(t.database.db) }, ip);
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(800);
    expect(seconds).toBeLessThanOrEqual(900);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: `Too many attempts. Please try again in ${seconds} seconds.` });
  });

  it('never locks the owner out: a stranger’s failures from one address ask the owner elsewhere for a captcha, not to wait', async () => {
    const email = 'owner1@vitrina.demo';
    const stranger = freshIp();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await signIn(t.app, email, `Mala-${i}-Clave`, {}, stranger)).statusCode);
    expect(answers.slice(10)).toEqual([429, 429]);
    // The owner, from home, with the right password: asked for a captcha, then signed in.
    const home = freshIp();
    const first = await signIn(t.app, email, DEMO_PASSWORD, {}, home);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ code: 'unauthenticated', captchaRequired: true });
    const ok = await signIn(t.app, email, DEMO_PASSWORD, { altcha: await signedCaptcha(t.database.db) }, home);
    expect(ok.statusCode).toBe(200);
    // The stranger's address is still refused, whatever the e-mail.
    expect((await signIn(t.app, email, DEMO_PASSWORD, {}, stranger)).statusCode).toBe(429);
    // Every e-mail, the Admin's included.
    for (let i = 0; i < 11; i++) await signIn(t.app, 'admin@vitrina.demo', `Mala-${i}-Clave`, {}, stranger);
    expect((await signIn(t.app, 'admin@vitrina.demo', DEMO_PASSWORD, { altcha: await signedCaptcha(t.database.db) }, freshIp())).statusCode).toBe(200);
  });

  it('does not count a success against the address: people sharing one address sign in all day', async () => {
    const office = freshIp();
    for (let i = 0; i < 12; i++) {
      expect((await signIn(t.app, 'guest@vitrina.demo', DEMO_PASSWORD, {}, office)).statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });
});
