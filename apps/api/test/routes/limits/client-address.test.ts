// The address the limits key on (decision 021): the socket's, unless TRUST_PROXY names the
// proxies in front (true, a hop count, or their addresses and CIDRs); IPv6 by its /64. Each
// case counts failed sign-ins per address: after 3 attempts, the next one from the same
// address is asked for a captcha, so "asked" means "the same counter".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { addressKey } from '../../../src/plugins/limiter';
import { prepareDatabase } from '../../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../../helper';

interface From {
  remote: string;
  forwardedFor?: string;
}

let unknownEmails = 0;
/** One failed sign-in for an e-mail never used before; true when it was refused for want of a captcha. */
async function askedForCaptcha(app: FastifyInstance, { remote, forwardedFor }: From): Promise<boolean> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/signIn',
    payload: { email: `nadie${++unknownEmails}.${process.pid}@example.com`, password: 'Mala-Clave-1' },
    remoteAddress: remote,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  expect(res.statusCode).toBe(401);
  return res.json().message !== 'Credenciales incorrectas';
}

/** Three attempts through `first`, each from its own route to the app; then: does `then` share their counter? */
async function sharesCounter(app: FastifyInstance, first: From[], then: From): Promise<boolean> {
  expect(first).toHaveLength(3);
  for (const from of first) expect(await askedForCaptcha(app, from)).toBe(false);
  return askedForCaptcha(app, then);
}

describe(`the client address of the limits (${testDbKind})`, () => {
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];
  const appWith = async (env: NodeJS.ProcessEnv) => {
    const app = await buildApp({ config: testConfig(env), database: testDb.database });
    await app.ready();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await prepareDatabase(testDb.database, testConfig());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb?.drop();
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For changes nothing: the socket’s address counts', async () => {
    const app = await appWith({});
    const remote = '192.0.2.10';
    const forged = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((forwardedFor) => ({ remote, forwardedFor }));
    expect(await sharesCounter(app, forged, { remote, forwardedFor: '198.51.100.4' })).toBe(true);
    expect(await askedForCaptcha(app, { remote: '192.0.2.11', forwardedFor: '198.51.100.1' })).toBe(false);
  });

  it('with a hop count, only the address the last proxy saw counts: entries the client adds before it change nothing', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    const proxy = '192.0.2.20';
    const client = '203.0.113.5';
    const forged = ['198.51.100.1', '198.51.100.2, 198.51.100.3', ''].map((prefix) => ({ remote: proxy, forwardedFor: prefix ? `${prefix}, ${client}` : client }));
    expect(await sharesCounter(app, forged, { remote: proxy, forwardedFor: `198.51.100.9, ${client}` })).toBe(true);
    // Another client behind the same proxy has a counter of its own.
    expect(await askedForCaptcha(app, { remote: proxy, forwardedFor: `${client}, 203.0.113.6` })).toBe(false);
  });

  it('with two hops, the address the first of two proxies saw counts', async () => {
    const app = await appWith({ TRUST_PROXY: '2' });
    const client = '203.0.113.15';
    const via = (forged: string, balancer: string) => ({ remote: balancer, forwardedFor: `${forged}, ${client}, 10.0.0.7` });
    expect(await sharesCounter(app, [via('198.51.100.1', '192.0.2.21'), via('198.51.100.2', '192.0.2.22'), via('198.51.100.3', '192.0.2.21')], via('198.51.100.4', '192.0.2.22'))).toBe(true);
  });

  it('with a list of proxies, X-Forwarded-For counts only when a listed proxy sends it, and names the first address outside the list', async () => {
    const app = await appWith({ TRUST_PROXY: '192.0.2.30, 10.0.0.0/8' });
    const client = '203.0.113.7';
    const throughProxies: From[] = [
      { remote: '192.0.2.30', forwardedFor: client },
      { remote: '10.1.2.3', forwardedFor: `198.51.100.1, ${client}` },
      { remote: '192.0.2.30', forwardedFor: `198.51.100.2, ${client}, 10.0.0.5` },
    ];
    expect(await sharesCounter(app, throughProxies, { remote: '10.200.0.1', forwardedFor: client })).toBe(true);
    // Sent straight from an address outside the list, the header is ignored: that address counts.
    expect(await askedForCaptcha(app, { remote: '192.0.2.31', forwardedFor: client })).toBe(false);
    const direct = '192.0.2.32';
    const forging = ['198.51.100.5', '198.51.100.6', '198.51.100.7'].map((forwardedFor) => ({ remote: direct, forwardedFor }));
    expect(await sharesCounter(app, forging, { remote: direct, forwardedFor: '198.51.100.8' })).toBe(true);
  });

  it('with TRUST_PROXY=true, the first address of X-Forwarded-For counts, whoever sends it', async () => {
    const app = await appWith({ TRUST_PROXY: 'true' });
    const client = '203.0.113.9';
    const from = ['192.0.2.40', '192.0.2.41', '192.0.2.42'].map((remote) => ({ remote, forwardedFor: `${client}, 10.0.0.1` }));
    expect(await sharesCounter(app, from, { remote: '192.0.2.43', forwardedFor: client })).toBe(true);
  });

  it('IPv6 addresses in one /64 share a counter; the next /64 has its own; ::ffff:a.b.c.d is a.b.c.d', async () => {
    const app = await appWith({});
    const sameBlock = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:DB8:1:2:abcd::9'].map((remote) => ({ remote }));
    expect(await sharesCounter(app, sameBlock, { remote: '2001:db8:1:2:0:0:0:77' })).toBe(true);
    expect(await askedForCaptcha(app, { remote: '2001:db8:1:3::1' })).toBe(false);
    const mapped = ['::ffff:198.51.100.50', '::ffff:198.51.100.50', '::ffff:c633:6432'].map((remote) => ({ remote }));
    expect(await sharesCounter(app, mapped, { remote: '198.51.100.50' })).toBe(true);
  });

  it('IPv6 behind a trusted proxy is counted by its /64 too', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    const proxy = '192.0.2.50';
    const block = ['2001:db8:aa:bb::1', '2001:db8:aa:bb::2', '2001:db8:aa:bb:1:2:3:4'].map((client) => ({ remote: proxy, forwardedFor: client }));
    expect(await sharesCounter(app, block, { remote: proxy, forwardedFor: '2001:db8:aa:bb:ffff::' })).toBe(true);
  });

  it('keys addresses: IPv4 as is, IPv6 by /64 in one spelling', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
