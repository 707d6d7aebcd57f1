import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { leads, mailOutbox, users } from '../../../src/db/schema';
import { commonPasswordCount } from '../../../src/auth/common-passwords';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { auth, expectNoSecrets, freshIp, guardAnswers, newPerson } from './helpers';

describe(`POST /api/register (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    guardAnswers(t.app);
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object, headers, remoteAddress: freshIp() });

  it('creates a Guest, answers 201 with a working token, stores the e-mail in lower case and an argon2id hash', async () => {
    const person = newPerson({ email: 'Nueva.Persona@Example.COM', lang: 'fr' });
    const res = await post(person);
    expect(res.statusCode).toBe(201);
    expectNoSecrets(res.body);
    const body = res.json();
    expect(body.user).toEqual({ id: expect.any(Number), name: person.name, email: 'nueva.persona@example.com', phone: person.phone, type: 'Guest' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.email).toBe('nueva.persona@example.com');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(person.password);
    expect(row!.lang).toBe('fr');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: auth(body.token) });
    expect(me.json()).toEqual(body.user);
  });

  it('refuses a taken e-mail in any letter case as a validation error on email, creating nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await post(newPerson({ email: 'OWNER1@vitrina.demo' }), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { email: ['An account with this e-mail address already exists'] } });
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses common passwords in any letter case, with a translated message', async () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
    for (const [password, lang, text] of [
      ['Password1', 'es', 'Esta contraseña es demasiado común. Elija una más difícil de adivinar'],
      ['QWERTY123', 'en', 'This password is too common. Choose one that is harder to guess'],
      ['Trustno1!', 'fr', 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner'],
    ] as const) {
      const res = await post(newPerson({ password, lang }));
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors).toEqual({ password: [text] });
    }
  });

  it('checks the rules of SPEC §5 on the server, first failing rule first, in the asked language', async () => {
    const res = await post({ name: 'Al', email: 'no-es-correo', phone: '529841234567', password: 'abcdefgh' }, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name[0]).toBe('El nombre debe tener al menos 3 caracteres');
    expect(errors.email[0]).toBe('Ingrese un correo electrónico válido, por ejemplo nombre@dominio.com');
    expect(errors.phone[0]).toMatch(/código de país con \+/);
    expect(errors.password[0]).toBe('La contraseña debe tener al menos una letra mayúscula');
    const short = await post(newPerson({ password: 'Ab1', lang: 'en' }));
    expect(short.json().errors.password[0]).toBe('Password must be at least 8 characters long');
  });

  it('stores the phone in E.164: the old field’s +33 0612345678 and a British 07… are mended, for the account and the lead', async () => {
    const res = await post(newPerson({ phone: '+330612345678' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBe('+33612345678');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().user.id));
    expect(row!.phone).toBe('+33612345678');
    const { password: _password, ...contact } = newPerson({ phone: '+4407400123456' });
    expect((await post(contact)).statusCode).toBe(201);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.email, contact.email));
    expect(lead!.phone).toBe('+447400123456');
  });

  it('refuses a well-formed phone that is no valid number with 422, translated, creating nothing', async () => {
    const before = await t.database.db.$count(users);
    for (const [lang, text] of [
      ['es', 'Este número no es válido para el país elegido: revise el código de país y los dígitos'],
      ['en', 'This is not a valid number for the country chosen: check the country code and the digits'],
      ['fr', 'Ce numéro n’est pas valide pour le pays choisi : vérifiez l’indicatif et les chiffres'],
    ] as const) {
      const res = await post(newPerson({ phone: '+3306123456', lang }));
      expect(res.statusCode, lang).toBe(422);
      expect(res.json().errors, lang).toEqual({ phone: [text] });
    }
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it('files the contact-form variant (no password) as a lead: 201 { success, message }, no token, no account', async () => {
    const person = newPerson();
    const { password: _password, ...contact } = person;
    const res = await post({ ...contact, lang: 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: expect.stringMatching(/sales team will contact you/) });
    expect(res.json().token).toBeUndefined();
    const account = await t.database.db.select().from(users).where(eq(users.email, person.email.toLowerCase()));
    expect(account).toEqual([]);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.email, person.email));
    expect(lead).toMatchObject({ name: person.name, phone: person.phone, source: 'register', lang: 'en' });
  });

  it('checks the contact variant with the contact form rules (422 per field, nothing stored)', async () => {
    const res = await post({ name: 'Jo', email: 'x@y', phone: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'phone']);
    const stored = await t.database.db.select().from(leads).where(eq(leads.name, 'Jo'));
    expect(stored).toEqual([]);
  });

  it('answers 422, never 500, to a body that is not an object', async () => {
    for (const payload of ['"text"', '[1,2]', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload, headers: { 'content-type': 'application/json' } });
      expect([400, 422], payload).toContain(res.statusCode);
    }
  });

  const postFrom = (ip: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object, headers, remoteAddress: ip });
  const accountsNamed = async (name: string) => t.database.db.$count(users, eq(users.name, name));

  it('creates 10 accounts per address per hour, then answers 429 with Retry-After; other addresses go on', async () => {
    const ip = freshIp();
    const name = `Vecino ${ip}`;
    for (let i = 0; i < 10; i++) expect((await postFrom(ip, newPerson({ name }))).statusCode, `account ${i + 1}`).toBe(201);
    const limited = await postFrom(ip, newPerson({ name }), { 'accept-language': 'fr' });
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: `Trop de tentatives. Réessayez dans ${seconds} secondes.` });
    expect(await accountsNamed(name)).toBe(10);
    expect((await postFrom(freshIp(), newPerson())).statusCode).toBe(201);
  });

  it('a burst of 40 registrations from one address creates 10 accounts, as one by one', async () => {
    const ip = freshIp();
    const name = `Rafaga ${ip}`;
    const answers = await Promise.all(Array.from({ length: 40 }, () => postFrom(ip, newPerson({ name }))));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30);
    expect(await accountsNamed(name)).toBe(10);
  });

  it('files password-less leads within the contact form’s limit of the address: 10 in 15 minutes across both routes', async () => {
    const ip = freshIp();
    const lead = (i: number) => ({ name: `Interesado ${i}`, email: `interesado${i}.${ip}@example.com`, phone: '+529841112233' });
    const mailsBefore = await t.database.db.$count(mailOutbox);
    for (let i = 0; i < 5; i++) expect((await postFrom(ip, lead(i))).statusCode, `register lead ${i + 1}`).toBe(201);
    for (let i = 5; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: lead(i), remoteAddress: ip });
      expect(res.statusCode, `contact lead ${i + 1}`).toBe(201);
    }
    const viaRegister = await postFrom(ip, lead(10), { 'accept-language': 'en' });
    expect(viaRegister.statusCode).toBe(429);
    expect(Number(viaRegister.headers['retry-after'])).toBeGreaterThan(800);
    expect(viaRegister.json().message).toMatch(/^Too many attempts/);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: lead(11), remoteAddress: ip })).statusCode).toBe(429);
    expect(await t.database.db.$count(mailOutbox)).toBe(mailsBefore + 10);
    // The password-less variant keeps no count of registrations, and a registration none of leads.
    expect((await postFrom(ip, newPerson())).statusCode).toBe(201);
    expect((await postFrom(freshIp(), lead(12))).statusCode).toBe(201);
  });
});
