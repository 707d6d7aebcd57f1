import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { registerRequestSchema } from '@vitrina/contracts';
import { mailOutbox, users } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { auth, DEMO_PASSWORD, freshIp, guardAnswers, register, signIn, tokenOf } from './helpers';

const PASSWORD_IN_MAIL = /: ([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})$/m;

describe(`POST /api/forgot-password (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true, env: { PUBLIC_URL: 'https://vitrina.example.com' } });
    guardAnswers(t.app);
  });
  afterAll(() => t.close());

  const forgot = (payload: object, ip = freshIp(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/forgot-password', payload, remoteAddress: ip, headers });
  const lastMailTo = async (to: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];

  it('answers 404 signin.emailNotFound for an unknown e-mail, and mails nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    const res = await forgot({ email: 'nadie@example.com', lang: 'es' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No se encontró ninguna cuenta con ese correo electrónico' });
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('requires the e-mail with the spec’s message', async () => {
    const res = await forgot({ lang: 'es' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toBe('Por favor ingresa tu correo electrónico');
  });

  it.each([
    ['es', 'Vitrina: su contraseña temporal', 'Su contraseña temporal es', 'Le enviamos una contraseña temporal'],
    ['en', 'Vitrina: your temporary password', 'Your temporary password is', 'We have e-mailed you a temporary password'],
    ['fr', 'Vitrina : votre mot de passe temporaire', 'Votre mot de passe temporaire est', 'Nous vous avons envoyé un mot de passe temporaire'],
  ] as const)('mails a temporary password in %s, plain, with no other secret', async (lang, subject, line, answer) => {
    const { person } = await register(t.app);
    const res = await forgot({ email: person.email.toUpperCase(), lang });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.stringContaining(answer) });
    const mail = await lastMailTo(person.email);
    expect(mail!.subject).toBe(subject);
    expect(mail!.text).toContain(line);
    expect(mail!.text).toContain(person.name);
    expect(mail!.text).toContain('https://vitrina.example.com/login');
    expect(mail!.text).not.toContain(person.password);
    expect(mail!.text).not.toMatch(/<[a-z]+[ >]|argon2/i);
    const temporary = PASSWORD_IN_MAIL.exec(mail!.text)?.[1];
    expect(temporary, mail!.text).toBeDefined();
    // It meets the rules of SPEC §5, so it can become the password as it is.
    expect(registerRequestSchema.safeParse({ ...person, password: temporary }).success).toBe(true);
    // Stored only as a hash, valid for one hour.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(row!.tempPasswordHash).toMatch(/^\$argon2id\$/);
    const minutes = (row!.tempPasswordExpiresAt!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('keeps the old password valid; the temporary one, once used, becomes the password and ends every other session', async () => {
    const { person, token: registrationToken } = await register(t.app);
    const otherDevice = await tokenOf(t.app, person.email, person.password);
    await forgot({ email: person.email, lang: 'es' });
    const temporary = PASSWORD_IN_MAIL.exec((await lastMailTo(person.email))!.text)![1]!;

    // Old password still works (and leaves the temporary one pending).
    const old = await signIn(t.app, person.email, person.password);
    expect(old.statusCode).toBe(200);
    const stillWorking = old.json().token as string;

    const withTemp = await signIn(t.app, person.email, temporary);
    expect(withTemp.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(row!.tempPasswordHash).toBeNull();
    expect(row!.tempPasswordExpiresAt).toBeNull();
    for (const token of [registrationToken, otherDevice, stillWorking]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: auth(token) })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: auth(withTemp.json().token) })).statusCode).toBe(200);
    // The temporary password is now the password; the old one is gone.
    expect((await signIn(t.app, person.email, temporary)).statusCode).toBe(200);
    expect((await signIn(t.app, person.email, person.password)).statusCode).toBe(401);
  });

  it('refuses a temporary password after its hour', async () => {
    const { person } = await register(t.app);
    await forgot({ email: person.email, lang: 'en' });
    const temporary = PASSWORD_IN_MAIL.exec((await lastMailTo(person.email))!.text)![1]!;
    await t.database.db.update(users).set({ tempPasswordExpiresAt: sql`now() - interval '1 minute'` }).where(eq(users.email, person.email));
    expect((await signIn(t.app, person.email, temporary)).statusCode).toBe(401);
    expect((await signIn(t.app, person.email, person.password)).statusCode).toBe(200);
  });

  it('allows 3 requests per e-mail per hour, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await forgot({ email: 'guest@vitrina.demo', lang: 'es' })).statusCode).toBe(200);
    const res = await forgot({ email: 'Guest@Vitrina.demo', lang: 'es' });
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(res.json().code).toBe('rate_limited');
  });

  it('allows 5 requests per address per 15 minutes, then 429, known or unknown e-mail alike', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await forgot({ email: `nadie${i}@example.com`, lang: 'es' }, ip)).statusCode).toBe(404);
    const res = await forgot({ email: 'owner1@vitrina.demo', lang: 'es' }, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await forgot({ email: 'owner1@vitrina.demo', lang: 'es' })).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 5; i++) expect((await forgot({ email: `nadie${i}@example.com`, lang: 'es' }, `2001:db8:77:1::${i}`)).statusCode).toBe(404);
    expect((await forgot({ email: 'nadie6@example.com', lang: 'es' }, '2001:db8:77:1:ffff::6')).statusCode).toBe(429);
    expect((await forgot({ email: 'nadie6@example.com', lang: 'es' }, '2001:db8:77:2::6')).statusCode).toBe(404);
  });

  it('answers 503 signin.sendEmailError when the mail cannot be sent, and drops that temporary password', async () => {
    const original = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await forgot({ email: 'owner2@vitrina.demo', lang: 'es' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Error al enviar el correo. Inténtalo de nuevo');
    } finally {
      t.app.mailer.send = original;
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'owner2@vitrina.demo'));
    expect(row!.tempPasswordHash).toBeNull();
    expect((await signIn(t.app, 'owner2@vitrina.demo', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
