import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { auth, DEMO_PASSWORD, expectNoSecrets, guardAnswers, newPerson, register, signIn, tokenOf } from './helpers';

describe(`POST /api/update-user/{id} (${testDbKind})`, () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    guardAnswers(t.app);
    adminToken = await tokenOf(t.app, 'admin@vitrina.demo');
  });
  afterAll(() => t.close());

  const update = (id: number | string, token: string | null, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/update-user/${id}`, payload, headers: { ...(token ? auth(token) : {}), ...headers } });
  const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const userWorks = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: auth(token) })).statusCode;

  it('lets a user change their own data with the current password', async () => {
    const { user, token, person } = await register(t.app);
    const res = await update(user.id, token, { name: 'Nombre Nuevo', email: 'Cambiado.' + person.email, phone: '+15145550100', current_password: person.password });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body);
    expect(res.json()).toEqual({
      success: true,
      message: 'Usuario actualizado correctamente',
      user: { id: user.id, name: 'Nombre Nuevo', email: ('cambiado.' + person.email).toLowerCase(), phone: '+15145550100', type: 'Guest' },
    });
    const en = await update(user.id, token, { name: 'Nombre Nuevo', email: 'cambiado.' + person.email, phone: '+15145550100', current_password: person.password }, { 'accept-language': 'en' });
    expect(en.json().message).toBe('User updated successfully');
  });

  it('stores the new phone in E.164 and refuses, translated, one that is no valid number', async () => {
    const { user, token, person } = await register(t.app);
    const base = { name: person.name, email: person.email, current_password: person.password };
    const res = await update(user.id, token, { ...base, phone: '+4407400123456' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phone).toBe('+447400123456');
    expect((await rowOf(user.id)).phone).toBe('+447400123456');
    for (const [lang, text] of [
      ['es', 'Este número no es válido para el país elegido: revise el código de país y los dígitos'],
      ['en', 'This is not a valid number for the country chosen: check the country code and the digits'],
      ['fr', 'Ce numéro n’est pas valide pour le pays choisi : vérifiez l’indicatif et les chiffres'],
    ] as const) {
      const bad = await update(user.id, token, { ...base, phone: '+3306123456' }, { 'accept-language': lang });
      expect(bad.statusCode, lang).toBe(422);
      expect(bad.json().errors, lang).toEqual({ phone: [text] });
    }
    expect((await rowOf(user.id)).phone).toBe('+447400123456');
  });

  it('refuses a wrong current password on current_password and changes nothing', async () => {
    const { user, token, person } = await register(t.app);
    const before = await rowOf(user.id);
    const res = await update(user.id, token, { name: 'Otro Nombre', email: person.email, phone: person.phone, current_password: 'Incorrecta123', password: 'NuevaClave-99' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { current_password: ['La contraseña actual no es correcta'] } });
    expect(await rowOf(user.id)).toEqual(before);
    const missing = await update(user.id, token, { name: 'Otro Nombre', email: person.email, phone: person.phone });
    expect(missing.json().errors.current_password).toEqual(['Ingrese su contraseña actual']);
  });

  it('a new password follows SPEC §5 and the common list, and ends the other sessions but not this one', async () => {
    const { user, token, person } = await register(t.app);
    const other = await tokenOf(t.app, person.email, person.password);
    const base = { name: person.name, email: person.email, phone: person.phone, current_password: person.password };
    expect((await update(user.id, token, { ...base, password: 'sinmayuscula1' })).json().errors.password[0]).toBe(
      'La contraseña debe tener al menos una letra mayúscula',
    );
    expect((await update(user.id, token, { ...base, password: 'Password123' })).json().errors.password).toEqual([
      'Esta contraseña es demasiado común. Elija una más difícil de adivinar',
    ]);
    expect(await userWorks(other)).toBe(200);
    const res = await update(user.id, token, { ...base, password: 'Otra-Clave-2026' });
    expect(res.statusCode).toBe(200);
    expect(await userWorks(other)).toBe(401);
    expect(await userWorks(token)).toBe(200);
    expect((await signIn(t.app, person.email, 'Otra-Clave-2026')).statusCode).toBe(200);
    expect((await signIn(t.app, person.email, person.password)).statusCode).toBe(401);
  });

  it('refuses an e-mail taken by someone else, in any letter case', async () => {
    const { user, token, person } = await register(t.app);
    const res = await update(user.id, token, { name: person.name, email: 'GUEST@vitrina.demo', phone: person.phone, current_password: person.password });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Ya existe una cuenta con este correo electrónico'] });
    expect((await rowOf(user.id)).email).toBe(person.email.toLowerCase());
  });

  it('refuses unknown fields and never stores them', async () => {
    const { user, token, person } = await register(t.app);
    const res = await update(user.id, token, { name: person.name, email: person.email, phone: person.phone, current_password: person.password, type: 'Admin', password_hash: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ type: ['Este campo no se admite'], password_hash: ['Este campo no se admite'] });
    const row = await rowOf(user.id);
    expect(row.type).toBe('Guest');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 401 without a token, 403 for another user’s id, 404 for an unknown id (Admin)', async () => {
    const { user, person } = await register(t.app);
    const body = { name: person.name, email: person.email, phone: person.phone, current_password: person.password };
    expect((await update(user.id, null, body)).statusCode).toBe(401);
    const guest = await tokenOf(t.app, 'guest@vitrina.demo');
    const forbidden = await update(user.id, guest, { ...body, current_password: DEMO_PASSWORD });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
    // A non-admin gets 403 for an unknown id too: nothing tells them which ids exist.
    expect((await update(999_999, guest, body)).statusCode).toBe(403);
    const missing = await update(999_999, adminToken, { ...body, current_password: DEMO_PASSWORD });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect((await update('abc', adminToken, body)).statusCode).toBe(422);
  });

  it('lets an Admin edit another user with the admin’s own password, ending all that user’s sessions on a new password', async () => {
    const { user, token, person } = await register(t.app);
    const body = { name: 'Editado Por Admin', email: person.email, phone: person.phone };
    expect((await update(user.id, adminToken, { ...body, current_password: person.password })).statusCode).toBe(422);
    const res = await update(user.id, adminToken, { ...body, current_password: DEMO_PASSWORD, password: 'Asignada-Por-Admin7' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Editado Por Admin');
    expect(await userWorks(token)).toBe(401);
    expect(await userWorks(adminToken)).toBe(200);
  });

  it('lets an Admin send { user_type: "User" } alone; nobody else may', async () => {
    const { user, token } = await register(t.app);
    const own = await update(user.id, token, { user_type: 'User' });
    expect(own.statusCode).toBe(403);
    expect((await rowOf(user.id)).type).toBe('Guest');
    const res = await update(user.id, adminToken, { user_type: 'User' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Usuario actualizado correctamente', user: { id: user.id, type: 'User' } });
    expect((await update(user.id, adminToken, { user_type: 'Admin' })).statusCode).toBe(422);
    expect((await rowOf(user.id)).type).toBe('User');
    // An Admin keeps their type.
    const admin = (await t.database.db.select().from(users).where(eq(users.email, 'admin@vitrina.demo')))[0]!;
    expect((await update(admin.id, adminToken, { user_type: 'User' })).statusCode).toBe(409);
    expect((await rowOf(admin.id)).type).toBe('Admin');
  });

  it('answers 429 after 10 wrong current passwords in 15 minutes', async () => {
    const { user, token, person } = await register(t.app, newPerson());
    const body = { name: person.name, email: person.email, phone: person.phone, current_password: 'Incorrecta123' };
    for (let i = 0; i < 10; i++) expect((await update(user.id, token, body)).statusCode).toBe(422);
    const res = await update(user.id, token, { ...body, current_password: person.password });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
