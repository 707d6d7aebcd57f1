// Two instances of the app behind one load balancer, counting in one Redis (REDIS_URL): every
// limit is one limit (decision 021). The lead limit is shared by POST /contact and the
// password-less POST /register; sign-in attempts and registrations of an address count
// together, also when a burst is spread over both instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/app';
import { openDatabase, type Database } from '../../../src/db/client';
import { seedDemoData } from '../../../src/demo-data';
import { prepareDatabase } from '../../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../../helper';
import { startTestRedis, type TestRedis } from '../../redis';
import { newPerson } from '../accounts/helpers';

let addresses = 0;
const nextAddress = () => `198.18.${process.pid % 250}.${++addresses}`;

describe(`limits shared by two instances through Redis (${testDbKind})`, () => {
  let redis: TestRedis;
  let testDb: TestDatabase;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let alone: FastifyInstance;

  beforeAll(async () => {
    redis = await startTestRedis();
    testDb = await createTestDatabase();
    const config = testConfig({ REDIS_URL: redis.url });
    await prepareDatabase(testDb.database, config);
    await seedDemoData(testDb.database.db, { images: false });
    second = testDb.url ? await openDatabase({ databaseUrl: testDb.url }) : testDb.database;
    a = await buildApp({ config, database: testDb.database });
    b = await buildApp({ config, database: second });
    // A third instance without REDIS_URL: it counts in its own memory.
    alone = await buildApp({ config: testConfig(), database: testDb.database });
    await Promise.all([a.ready(), b.ready(), alone.ready()]);
  });
  afterAll(async () => {
    await alone?.close();
    await b?.close();
    await a?.close();
    if (second && second !== testDb.database) await second.close();
    await testDb?.drop();
    await redis?.stop();
  });

  const lead = (i: number, ip: string) => ({ name: `Interesado ${i}`, email: `interesado${i}.${ip}@example.com`, phone: '+529841112233' });
  const contact = (app: FastifyInstance, ip: string, i: number) => app.inject({ method: 'POST', url: '/api/contact', payload: lead(i, ip), remoteAddress: ip });
  const registerLead = (app: FastifyInstance, ip: string, i: number) =>
    app.inject({ method: 'POST', url: '/api/register', payload: lead(i, ip), remoteAddress: ip });

  it('the contact form on one instance and the password-less register on the other share 10 leads per address', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) expect((await registerLead(a, ip, i)).statusCode, `register lead ${i + 1} on a`).toBe(201);
    for (let i = 5; i < 10; i++) expect((await contact(b, ip, i)).statusCode, `contact lead ${i + 1} on b`).toBe(201);
    for (const res of [await contact(a, ip, 10), await registerLead(b, ip, 11), await contact(b, ip, 12), await registerLead(a, ip, 13)]) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    }
    // The instance without Redis has counted none of them.
    expect((await contact(alone, ip, 14)).statusCode).toBe(201);
  });

  it('a sign-in burst from one address spread over both instances gets 3 passwords checked, 7 captcha refusals and 30 × 429', async () => {
    const ip = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? a : b).inject({ method: 'POST', url: '/api/signIn', payload: { email: 'owner1@vitrina.demo', password: `Mala-Clave-${i}` }, remoteAddress: ip }),
      ),
    );
    const kind = (res: LightMyRequestResponse) =>
      res.statusCode === 429 ? 'limited' : res.statusCode === 401 ? (res.json().message === 'Credenciales incorrectas' ? 'checked' : 'captcha') : String(res.statusCode);
    const counts: Record<string, number> = {};
    for (const res of answers) counts[kind(res)] = (counts[kind(res)] ?? 0) + 1;
    expect(counts).toEqual({ checked: 3, captcha: 7, limited: 30 });
  });

  it('registrations from one address count together on both instances', async () => {
    const ip = nextAddress();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await (i % 2 ? a : b).inject({ method: 'POST', url: '/api/register', payload: newPerson(), remoteAddress: ip });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array<number>(10).fill(201), 429]);
  });
});
