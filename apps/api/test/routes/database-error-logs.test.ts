// A database outage during a write must not put the write's values in the logs: a failed
// query's error carries its parameters (password hash, e-mail, phone) in its message, stack
// and `params` (decision 022). The outage is a trigger that fails the UPDATE of users with
// SQLSTATE 08006 (connection_failure): the moment an outage hurts most, after every check, with
// every value in the query. The app's own logger (pino) is captured line by line.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { prepareDatabase } from '../../src/startup';
import { serializeError } from '../../src/http/log-redaction';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../helper';
import { auth, freshIp, newPerson, register } from './accounts/helpers';

describe(`database errors in the logs (${testDbKind})`, () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = testConfig({ LOG_LEVEL: 'info' });
    await prepareDatabase(testDb.database, config);
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    app = await buildApp({ config, database: testDb.database, loggerInstance: logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it('logs an outage during update-user without the hash, e-mail or phone it was writing', async () => {
    const { token, user, person } = await register(app, newPerson());
    const changes = { name: 'Persona Cambiada', email: `nuevo.${Date.now()}@example.com`, phone: '+529847770011', password: 'Otra-Clave-2026x' };
    await testDb.database.db.execute(sql.raw(`
      create function simulated_outage() returns trigger language plpgsql as $$
      begin raise exception 'server closed the connection unexpectedly' using errcode = '08006'; end $$`));
    await testDb.database.db.execute(sql.raw('create trigger simulated_outage before update on users for each row execute function simulated_outage()'));
    lines.length = 0;

    const res = await app.inject({
      method: 'POST',
      url: `/api/update-user/${user.id}`,
      headers: auth(token),
      payload: { ...changes, current_password: person.password },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(503);

    const log = lines.join('');
    const failure = lines.map((l) => JSON.parse(l) as { msg: string; err?: { message: string; stack: string } }).find((l) => l.msg === 'database unavailable');
    // Still useful: which query failed and why.
    expect(failure?.err?.message).toMatch(/update "users"/);
    expect(failure?.err?.message).toMatch(/server closed the connection unexpectedly/);
    expect(failure?.err?.message).toMatch(/params: \[\d+ redacted\]/);
    for (const secret of ['$argon2', changes.email, changes.phone, changes.name, person.email, person.phone, changes.password]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('redacts the values of an error and of its causes, and leaves other errors as pino logs them', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { detail: 'Key (lower(email))=(ana@example.com) already exists.' });
    const error = Object.assign(new Error('Failed query: insert into "users" ("email") values ($1)\nparams: ana@example.com,+529841112233'), {
      params: ['ana@example.com', '+529841112233'],
      query: 'insert into "users" ("email") values ($1)',
      cause,
    });
    const out = JSON.stringify(serializeError(error));
    expect(out).not.toMatch(/ana@example|529841112233|already exists/);
    expect(out).toContain('insert into \\"users\\"');
    expect(out).toContain('duplicate key value');
    const plain = new Error('something else');
    expect(serializeError(plain)).toMatchObject({ type: 'Error', message: 'something else', stack: expect.stringContaining('something else') });
  });
});
