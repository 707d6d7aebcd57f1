// Web push (decision 065), on PGlite and PostgreSQL: the public key (generated once and kept in
// the database, the same for two instances on it, even started together; the environment's pair
// when given), and a device's subscription — validated (https on an allowed push service, http
// only to a loopback host listed exactly; the keys' lengths, and p256dh a point of P-256), saved per person by endpoint,
// removed by its owner only, translated errors.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/client';
import { appMeta, pushSubscriptions } from '../../../src/db/schema';
import { VAPID_KEYS_KEY } from '../../../src/push/push-repository';
import { resolveVapidKeys } from '../../../src/push/vapid-keys';
import { createTestDatabase, testConfig, testDbKind } from '../../helper';
import { requester, world, type World } from '../payments/fixtures';
import { newDevice } from './push-receiver';

const ENV = { PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com,*.notify.windows.com,127.0.0.1' };

describe(`push subscriptions and keys (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const device = newDevice();
  const subscribe = (caller: World['buyer'] | null, endpoint: string, keys: unknown = device.keys, lang = 'en') =>
    send(caller, 'POST', '/api/push/subscriptions', { endpoint, expirationTime: null, keys }, { lang });
  const rowsAt = (endpoint: string) => w.t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

  beforeAll(async () => {
    w = await world({ env: ENV });
  });
  afterAll(() => w.t.close());

  it('answers the public key generated on the first start and kept in the database; a second instance on it answers the same', async () => {
    const res = await send(null, 'GET', '/api/push/key');
    expect(res.statusCode, res.body).toBe(200);
    const key = (res.json() as { public_key: string }).public_key;
    expect(key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    // The address and shape answer the same key.
    const named = await send(null, 'GET', '/api/push/public-key');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toEqual({ key });
    const [stored] = await w.t.database.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, VAPID_KEYS_KEY));
    expect((stored!.value as { publicKey: string }).publicKey).toBe(key);
    const second = await buildApp({ config: w.t.config, database: w.t.database });
    await second.ready();
    try {
      expect((await second.inject({ method: 'GET', url: '/api/push/key' })).json()).toEqual({ public_key: key });
    } finally {
      await second.close();
    }
  });

  it('keeps one pair when two instances generate theirs at once (insert if absent, then read back), and uses the environment’s pair when given', async () => {
    const fresh = await createTestDatabase(testDbKind, 'plain');
    const other = fresh.url ? await openDatabase({ databaseUrl: fresh.url }) : fresh.database;
    try {
      const [a, b] = await Promise.all([resolveVapidKeys(fresh.database.db, undefined), resolveVapidKeys(other.db, undefined)]);
      expect(a).toEqual(b);
      const pair = webpush.generateVAPIDKeys();
      const config = testConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
      const app = await buildApp({ config, database: fresh.database });
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/push/key' })).json()).toEqual({ public_key: pair.publicKey });
      await app.close();
      expect(() => testConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/);
    } finally {
      if (other !== fresh.database) await other.close();
      await fresh.drop();
    }
  });

  it('refuses signed-out callers, and push addresses off the allowed services or not https, with translated field errors', async () => {
    expect((await subscribe(null, 'https://fcm.googleapis.com/fcm/send/x')).statusCode).toBe(401);
    expect((await send(null, 'DELETE', '/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' })).statusCode).toBe(401);
    const refused = [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://evil.example.com/push',
      'https://fcm.googleapis.com.evil.example/push',
      'https://notify.windows.com/w/?token=x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'http://localhost:9/push',
      'ftp://fcm.googleapis.com/x',
    ];
    for (const endpoint of refused) {
      const res = await subscribe(w.buyer, endpoint, device.keys, 'es');
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().errors.endpoint, endpoint).toEqual(['Este navegador usa un servicio de avisos que no aceptamos.']);
    }
    const notUrl = await subscribe(w.buyer, 'not a url', device.keys, 'fr');
    expect(notUrl.statusCode).toBe(422);
    expect(notUrl.json().errors.endpoint).toEqual(['L’adresse de notifications du navigateur n’est pas valide.']);
    for (const keys of [
      { p256dh: device.keys.p256dh.slice(1), auth: device.keys.auth },
      { p256dh: `A${device.keys.p256dh.slice(1)}`, auth: device.keys.auth },
      { p256dh: device.keys.p256dh, auth: `${device.keys.auth}AA` },
      { p256dh: device.keys.p256dh },
      // The right shape (65 bytes, 0x04 first) but no point of P-256: refused on the server.
      { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: device.keys.auth },
    ]) {
      const res = await subscribe(w.buyer, 'https://fcm.googleapis.com/fcm/send/keys', keys);
      expect(res.statusCode, JSON.stringify(keys)).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^keys/);
      expect(Object.values(res.json().errors as Record<string, string[]>)[0]).toEqual(['The browser’s push keys are not valid.']);
    }
    expect(await w.t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('saves a device once per endpoint (renewed when sent again), gives an endpoint to the last person who subscribed there, and removes only the caller’s own', async () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://wns2-par02p.notify.windows.com/w/?token=abc', 'http://127.0.0.1:9/push/abc']) {
      expect((await subscribe(w.buyer, endpoint)).statusCode, endpoint).toBe(204);
    }
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const other = newDevice();
    expect((await subscribe(w.buyer, endpoint, other.keys)).statusCode).toBe(204);
    expect(await rowsAt(endpoint)).toMatchObject([{ userId: w.buyer.id, p256dh: other.keys.p256dh, auth: other.keys.auth }]);
    // The same browser, now signed in as someone else who turns push on: theirs.
    expect((await subscribe(w.otherBuyer, endpoint)).statusCode).toBe(204);
    expect(await rowsAt(endpoint)).toMatchObject([{ userId: w.otherBuyer.id }]);
    // Not the buyer's any more: their delete changes nothing (204 all the same).
    expect((await send(w.buyer, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(204);
    expect(await rowsAt(endpoint)).toHaveLength(1);
    expect((await send(w.otherBuyer, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(204);
    expect(await rowsAt(endpoint)).toEqual([]);
    const bad = await send(w.buyer, 'DELETE', '/api/push/subscriptions', { endpoint: 42 }, { lang: 'es' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.endpoint).toEqual(['La dirección de avisos del navegador no es válida.']);
  });

  it('turns push on for each of the person’s kinds with their first device when every kind was off, and never again after', async () => {
    const prefs = async () => ((await send(w.guest, 'GET', '/api/notifications/preferences')).json() as { preferences: { kind: string; push: boolean }[] }).preferences;
    expect((await prefs()).every((p) => !p.push)).toBe(true);
    expect((await subscribe(w.guest, 'https://fcm.googleapis.com/fcm/send/guest-1')).statusCode).toBe(204);
    const on = await prefs();
    expect(on.length).toBeGreaterThan(1);
    expect(on.every((p) => p.push)).toBe(true);
    const off = await send(w.guest, 'PUT', '/api/notifications/preferences', { preferences: on.map((p) => ({ kind: p.kind, push: false })) });
    expect(off.statusCode, off.body).toBe(200);
    expect((await subscribe(w.guest, 'https://fcm.googleapis.com/fcm/send/guest-2')).statusCode).toBe(204);
    expect((await prefs()).every((p) => !p.push)).toBe(true);
    // Every device gone, then one again while every kind is off: the first device again.
    for (const n of [1, 2]) expect((await send(w.guest, 'DELETE', '/api/push/subscriptions', { endpoint: `https://fcm.googleapis.com/fcm/send/guest-${n}` })).statusCode).toBe(204);
    expect((await subscribe(w.guest, 'https://fcm.googleapis.com/fcm/send/guest-3')).statusCode).toBe(204);
    expect((await prefs()).every((p) => p.push)).toBe(true);
  });

  it('keeps a person’s ten newest devices', async () => {
    for (let i = 0; i < 12; i++) expect((await subscribe(w.selecta, `https://fcm.googleapis.com/fcm/send/many-${i}`)).statusCode).toBe(204);
    const rows = await w.t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, w.selecta.id));
    expect(rows.map((r) => r.endpoint).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `https://fcm.googleapis.com/fcm/send/many-${i + 2}`).sort());
  });
});
