// Account hygiene (issue 14, decision 022): a temporary password ends with a new password or
// e-mail, an e-mail change ends the other sessions, ADMIN_EMAIL taking over an account ends
// its sessions, sessions have an absolute lifetime, and the housekeeping removes dead sessions
// and the outbox mails of temporary passwords once used, replaced or expired.
import pg from 'pg';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, SESSION_MAX_AGE_DAYS } from '../../../src/auth/sessions';
import { mailOutbox, sessions, users } from '../../../src/db/schema';
import { FAILED_MAIL_KEEP_MS, runHousekeeping } from '../../../src/housekeeping';

const FAILED_MAIL_KEEP_DAYS = FAILED_MAIL_KEEP_MS / 86_400_000;
import { prepareDatabase } from '../../../src/startup';
import { buildTestApp, TEST_DATABASE_URL, testConfig, testDbKind, type TestApp } from '../../helper';
import { auth, freshIp, guardAnswers, register, signIn, tokenOf } from './helpers';

// Two connections at once: only the PostgreSQL run has them (PGlite serves one), so these are
// registered there alone rather than counted as skipped on PGlite.
const itOnPostgres = testDbKind === 'postgres' ? it : () => undefined;

const PASSWORD_IN_MAIL = /: ([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})$/m;
/** The same, for PostgreSQL's regular expressions: any mail that shows a temporary password. */
const TEMPORARY_PASSWORD = '[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}';

describe(`account hygiene (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    guardAnswers(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const userWorks = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: auth(token) })).statusCode;
  const update = (id: number, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/update-user/${id}`, payload, headers: auth(token), remoteAddress: freshIp() });
  const temporaryMailsTo = (email: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), sql`${mailOutbox.text} ~ ${TEMPORARY_PASSWORD}`))
      .orderBy(desc(mailOutbox.id));
  /** Asks for a temporary password and reads it from the outbox. */
  async function forgot(email: string, lang = 'es'): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email, lang }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    const [mail] = await temporaryMailsTo(email);
    return PASSWORD_IN_MAIL.exec(mail!.text)![1]!;
  }
  const rowOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

  it('a new password ends a pending temporary password, and its mail leaves the outbox', async () => {
    const { user, token, person } = await register(t.app);
    const temporary = await forgot(person.email);
    const res = await update(user.id, token, { name: person.name, email: person.email, phone: person.phone, current_password: person.password, password: 'Nueva-Clave-2026' });
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, person.email, temporary)).statusCode).toBe(401);
    expect((await signIn(t.app, person.email, 'Nueva-Clave-2026')).statusCode).toBe(200);
    expect((await rowOf(user.id)).tempPasswordHash).toBeNull();
    expect(await temporaryMailsTo(person.email)).toEqual([]);
  });

  it('a new e-mail ends a pending temporary password and every other session, and keeps this one', async () => {
    const { user, token, person } = await register(t.app);
    const otherDevice = await tokenOf(t.app, person.email, person.password);
    const temporary = await forgot(person.email, 'fr');
    const email = `nueva.${person.email}`;
    const res = await update(user.id, token, { name: person.name, email, phone: person.phone, current_password: person.password });
    expect(res.statusCode).toBe(200);
    expect(await userWorks(otherDevice)).toBe(401);
    expect(await userWorks(token)).toBe(200);
    expect((await signIn(t.app, email, temporary)).statusCode).toBe(401);
    expect((await signIn(t.app, email, person.password)).statusCode).toBe(200);
    expect(await temporaryMailsTo(person.email)).toEqual([]);
  });

  it('a change of name or phone alone keeps the other sessions and the temporary password', async () => {
    const { user, token, person } = await register(t.app);
    const otherDevice = await tokenOf(t.app, person.email, person.password);
    await forgot(person.email);
    const res = await update(user.id, token, { name: 'Otro Nombre Cualquiera', email: person.email.toUpperCase(), phone: person.phone, current_password: person.password });
    expect(res.statusCode).toBe(200);
    expect(await userWorks(otherDevice)).toBe(200);
    expect((await rowOf(user.id)).tempPasswordHash).not.toBeNull();
    expect(await temporaryMailsTo(person.email)).toHaveLength(1);
  });

  it('removes the mail of a temporary password once it is used, or replaced by a newer one', async () => {
    const { person } = await register(t.app);
    const first = await forgot(person.email);
    const second = await forgot(person.email, 'en');
    const kept = await temporaryMailsTo(person.email);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.text).toContain(second);
    expect(kept[0]!.text).not.toContain(first);
    expect((await signIn(t.app, person.email, second)).statusCode).toBe(200);
    expect(await temporaryMailsTo(person.email)).toEqual([]);
  });

  it('the housekeeping removes expired temporary-password mails and hashes, and leaves the rest', async () => {
    const { user, person } = await register(t.app);
    await forgot(person.email);
    const { person: fresh } = await register(t.app);
    await forgot(fresh.email);
    await db().insert(mailOutbox).values({ to: person.email, subject: 'Nuevo contacto: Ana', text: 'Un mensaje cualquiera' });
    await db().update(mailOutbox).set({ createdAt: sql`now() - interval '61 minutes'` }).where(eq(mailOutbox.to, person.email));
    await db().update(users).set({ tempPasswordExpiresAt: sql`now() - interval '1 minute'` }).where(eq(users.id, user.id));

    const round = await runHousekeeping(t.database);
    expect(round).toMatchObject({ mails: 1, temporaryPasswords: 1 });
    expect(await temporaryMailsTo(person.email)).toEqual([]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, person.email))).toHaveLength(1);
    expect(await temporaryMailsTo(fresh.email)).toHaveLength(1);
    expect((await rowOf(user.id)).tempPasswordHash).toBeNull();
  });

  it('the housekeeping removes failed mails a month after their day, and no other mail', async () => {
    const to = `failed-${Date.now()}@example.com`;
    const values = (subject: string, status: string, days: number) => ({
      to,
      subject,
      text: 'x',
      status,
      queuedAt: sql`now() - make_interval(days => ${days})`,
    });
    await db()
      .insert(mailOutbox)
      .values([values('old failed', 'failed', FAILED_MAIL_KEEP_DAYS + 2), values('young failed', 'failed', FAILED_MAIL_KEEP_DAYS - 2), values('old kept', 'kept', FAILED_MAIL_KEEP_DAYS + 2)]);
    const round = await runHousekeeping(t.database);
    expect(round?.failedMails).toBe(1);
    const left = await db().select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(left.map((r) => r.subject).sort()).toEqual(['old kept', 'young failed']);
  });

  it(`refuses a session older than ${SESSION_MAX_AGE_DAYS} days however recently used; the housekeeping deletes dead sessions only`, async () => {
    const { person } = await register(t.app);
    // One by one: five sign-ins at once for one e-mail would ask for the captcha (decision 021).
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) tokens.push(await tokenOf(t.app, person.email, person.password));
    const [old, young, idle, revoked, live] = tokens;
    const set = (token: string, values: Partial<typeof sessions.$inferInsert> | Record<string, unknown>) =>
      db().update(sessions).set(values).where(eq(sessions.tokenHash, hashToken(token)));
    await set(old!, { createdAt: sql`now() - make_interval(days => ${SESSION_MAX_AGE_DAYS}, mins => 1)` });
    await set(young!, { createdAt: sql`now() - make_interval(days => ${SESSION_MAX_AGE_DAYS}, mins => -10)` });
    await set(idle!, { lastUsedAt: sql`now() - interval '31 days'` });
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth(revoked!) })).statusCode).toBe(200);

    expect(await userWorks(old!)).toBe(401);
    expect(await userWorks(young!)).toBe(200);

    const round = await runHousekeeping(t.database);
    expect(round?.sessions).toBeGreaterThanOrEqual(3);
    const left = await db().select({ tokenHash: sessions.tokenHash }).from(sessions);
    const hashes = new Set(left.map((r) => r.tokenHash));
    expect([old, young, idle, revoked, live].map((token) => hashes.has(hashToken(token!)))).toEqual([false, true, false, false, true]);
    expect(await userWorks(live!)).toBe(200);
  });

  itOnPostgres('lets one instance at a time do a round (PostgreSQL advisory lock)', async () => {
    // Another instance, mid-round, holds the lock: this one skips its round.
    const result = (await db().execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${result.rows[0]!.name}`;
    const otherInstance = new pg.Client({ connectionString: url.toString() });
    await otherInstance.connect();
    try {
      await otherInstance.query('begin');
      await otherInstance.query('select pg_advisory_xact_lock(7305196212)');
      expect(await runHousekeeping(t.database)).toBeNull();
      await otherInstance.query('commit');
      expect(await runHousekeeping(t.database)).not.toBeNull();
    } finally {
      await otherInstance.end();
    }
  });

  it('ADMIN_EMAIL taking over an account ends its sessions and temporary password; a restart with the same settings keeps the Admin signed in', async () => {
    const { user, token, person } = await register(t.app);
    const otherDevice = await tokenOf(t.app, person.email, person.password);
    const temporary = await forgot(person.email);
    const config = testConfig({ ADMIN_EMAIL: person.email.toUpperCase(), ADMIN_PASSWORD: 'Admin-Clave-2026' });

    await prepareDatabase(t.database, config);
    const row = await rowOf(user.id);
    expect(row.type).toBe('Admin');
    expect(row.tempPasswordHash).toBeNull();
    expect(await userWorks(token)).toBe(401);
    expect(await userWorks(otherDevice)).toBe(401);
    expect((await signIn(t.app, person.email, temporary)).statusCode).toBe(401);
    expect(await temporaryMailsTo(person.email)).toEqual([]);

    const adminToken = await tokenOf(t.app, person.email, 'Admin-Clave-2026');
    await prepareDatabase(t.database, config);
    expect(await userWorks(adminToken)).toBe(200);
    // A new ADMIN_PASSWORD is a new password: the sessions given with the old one end.
    await prepareDatabase(t.database, testConfig({ ADMIN_EMAIL: person.email, ADMIN_PASSWORD: 'Otra-Admin-2027' }));
    expect(await userWorks(adminToken)).toBe(401);
  });
});
