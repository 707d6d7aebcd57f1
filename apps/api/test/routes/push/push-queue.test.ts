// The push queue (decision 065), on PGlite and PostgreSQL, against a real local push service
// (push-receiver.ts: http on 127.0.0.1, allowed because PUSH_ENDPOINT_HOSTS names that loopback
// host exactly): a notification queues a message per device only when the person turned push on
// for its kind; the message is encrypted (aes128gcm, decrypted here with the device's keys),
// VAPID-signed, with a TTL; 429/5xx are tried again, given up after the last attempt; 404/410
// delete the device; two instances sending from one queue send each message once.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { developments, properties, pushOutbox, pushSubscriptions } from '../../../src/db/schema';
import { PUSH_SENDER_DEFAULTS } from '../../../src/push/push-sender';
import { buildTwoApps, testDbKind } from '../../helper';
import { requester, world, type World } from '../payments/fixtures';
import { callerFor, createPerson } from '../units/fixtures';
import { newDevice, startReceiver, type Device, type Receiver } from './push-receiver';

const ENV = { PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com,127.0.0.1' };
const FAST = { sender: { retryBaseMs: 10, retryMaxMs: 40, pollMs: 40, maxAttempts: 3, timeoutMs: 2_000 } };

describe(`push queue (${testDbKind})`, () => {
  let w: World;
  let receiver: Receiver;
  let publicKey: string;
  const send = requester(() => w);
  const db = () => w.t.database.db;
  const outbox = () => db().select().from(pushOutbox);
  const devicesOfBuyer = () => db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, w.buyer.id));
  const officeWrites = async (body = 'Hola') => {
    const res = await send(w.vitrina, 'POST', `/api/units/${w.unitA}/messages`, { body });
    expect(res.statusCode, res.body).toBe(201);
  };
  const subscribe = async (path: string, device: Device) => {
    const res = await send(w.buyer, 'POST', '/api/push/subscriptions', { endpoint: `${receiver.origin}${path}`, keys: device.keys });
    expect(res.statusCode, res.body).toBe(204);
  };
  const pushOn = async (on: boolean) => {
    const res = await send(w.buyer, 'PUT', '/api/notifications/preferences', { preferences: [{ kind: 'message_received', push: on }] });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Lets the senders run a while (a few of their rounds). */
  const settle = () => new Promise((r) => setTimeout(r, 300));
  const device = newDevice();

  beforeAll(async () => {
    receiver = await startReceiver();
    w = await world({ env: ENV, push: FAST });
    publicKey = (await send(null, 'GET', '/api/push/key')).json().public_key;
  });
  afterEach(() => {
    receiver.received.length = 0;
  });
  afterAll(async () => {
    await w.t.close();
    await receiver.close();
  });

  it('queues nothing while the person has push off for the kind, even with a device', async () => {
    // The first device turned push on for every kind (decision 065); the person turns one off.
    await subscribe('/push/one', device);
    await pushOn(false);
    await officeWrites();
    expect(await outbox()).toEqual([]);
    await settle();
    expect(receiver.received).toEqual([]);
  });

  it('sends an encrypted, signed message to the device once push is on: the title in the person’s language, the link, the tag', async () => {
    await pushOn(true);
    await officeWrites();
    const [got] = await receiver.waitFor(1);
    expect(got!.path).toBe('/push/one');
    expect(got!.headers['content-encoding']).toBe('aes128gcm');
    expect(got!.headers['content-type']).toBe('application/octet-stream');
    expect(got!.headers.ttl).toBe('86400');
    expect(got!.headers.urgency).toBe('normal');
    expect(got!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const [unit] = await db().select({ number: properties.number }).from(properties).where(eq(properties.id, w.unitA));
    const payload = JSON.parse(device.decrypt(got!.body)) as Record<string, string>;
    expect(payload).toEqual({ title: expect.stringMatching(new RegExp(`^Nuevo mensaje de .+ — Unidad ${unit!.number}$`)), link: `/property/${w.unitA}/file`, tag: `message_received-${w.unitA}` });
    await settle();
    expect(receiver.received).toHaveLength(1);
    expect(await outbox()).toEqual([]);
  });

  it('tries again after 429 and 5xx, and gives up after the last attempt, keeping the device', async () => {
    receiver.script(429, 503);
    await officeWrites();
    expect((await receiver.waitFor(3)).map((r) => r.status)).toEqual([429, 503, 201]);
    receiver.received.length = 0;
    receiver.script(500, 500, 500);
    await officeWrites();
    expect((await receiver.waitFor(3)).map((r) => r.status)).toEqual([500, 500, 500]);
    await settle();
    expect(receiver.received).toHaveLength(3);
    expect(await outbox()).toEqual([]);
    expect(await devicesOfBuyer()).toHaveLength(1);
  });

  it('gives up on a push service that hangs after the time limit (10 s by default; 2 s here) and tries again, never holding the request that queued it', async () => {
    expect(PUSH_SENDER_DEFAULTS.timeoutMs).toBe(10_000);
    receiver.script(0);
    const started = Date.now();
    await officeWrites();
    expect(Date.now() - started).toBeLessThan(2_000);
    const [hung, again] = await receiver.waitFor(2);
    expect([hung!.status, again!.status]).toEqual([0, 201]);
    await settle();
    expect(await outbox()).toEqual([]);
  });

  it('deletes a device its push service answers 410 (or 404) for, and sends to the person’s other devices', async () => {
    const second = newDevice();
    await subscribe('/push/two', second);
    receiver.script(410);
    await officeWrites();
    const got = await receiver.waitFor(2);
    expect(got.map((r) => r.path).sort()).toEqual(['/push/one', '/push/two']);
    await settle();
    const left = await devicesOfBuyer();
    expect(left).toHaveLength(1);
    const gone = got.find((r) => r.status === 410)!.path;
    expect(left[0]!.endpoint).toBe(`${receiver.origin}${gone === '/push/one' ? '/push/two' : '/push/one'}`);
    receiver.received.length = 0;
    receiver.script(404);
    await officeWrites();
    await receiver.waitFor(1);
    await settle();
    expect(await devicesOfBuyer()).toEqual([]);
    await officeWrites();
    expect(await outbox()).toEqual([]);
  });

  it('pushes a published post to the buyers who turned news on (its title in their language, the link to the post)', async () => {
    const news = newDevice();
    await subscribe('/push/news', news);
    const on = await send(w.buyer, 'PUT', '/api/notifications/preferences', { preferences: [{ kind: 'post_published', push: true }] });
    expect(on.statusCode, on.body).toBe(200);
    const [unit] = await db().select({ slug: developments.slug, name: developments.name }).from(properties).innerJoin(developments, eq(developments.id, properties.developmentId)).where(eq(properties.id, w.unitA));
    const body = { title: { es: 'Avance de obra', en: 'Construction update', fr: '' }, body: { es: 'Terminamos la losa.', en: 'The slab is done.', fr: '' }, audience: 'buyers' };
    const created = await send(w.vitrina, 'POST', `/api/admin/developments/${unit!.slug}/posts`, body);
    expect(created.statusCode, created.body).toBe(201);
    const [got] = await receiver.waitFor(1);
    expect(got!.path).toBe('/push/news');
    const payload = JSON.parse(news.decrypt(got!.body)) as Record<string, string>;
    expect(payload).toEqual({ title: `Nueva publicación: Avance de obra — ${unit!.name}`, link: expect.stringMatching(/^\/news#post-\d+$/), tag: expect.stringMatching(/^post_published-\d+$/) });
  });

  it('sends each message once when two instances send from one queue', async () => {
    const two = await buildTwoApps({ env: ENV, push: FAST });
    try {
      const buyer = await callerFor(two.database.db, 'owner1@vitrina.demo');
      const office = await createPerson(two.database.db, 'Vitrina');
      const [unit] = await two.database.db.select({ id: properties.id }).from(properties).where(eq(properties.userId, buyer.id)).orderBy(properties.id).limit(1);
      const pushes = newDevice();
      const headers = (c: { headers: Record<string, string> }) => ({ ...c.headers, 'accept-language': 'en' });
      expect((await two.a.inject({ method: 'POST', url: '/api/push/subscriptions', headers: headers(buyer), payload: { endpoint: `${receiver.origin}/push/twice`, keys: pushes.keys } })).statusCode).toBe(204);
      expect((await two.b.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: headers(buyer), payload: { preferences: [{ kind: 'message_received', push: true }] } })).statusCode).toBe(200);
      const N = 6;
      for (let i = 0; i < N; i++) {
        const app = i % 2 === 0 ? two.a : two.b;
        const res = await app.inject({ method: 'POST', url: `/api/units/${unit!.id}/messages`, headers: headers(office), payload: { body: `Mensaje ${i}` } });
        expect(res.statusCode, res.body).toBe(201);
      }
      await receiver.waitFor(N);
      await settle();
      expect(receiver.received).toHaveLength(N);
      expect(new Set(receiver.received.map((r) => r.body.toString('base64'))).size).toBe(N);
      for (const r of receiver.received) expect(JSON.parse(pushes.decrypt(r.body)).link).toBe(`/property/${unit!.id}/file`);
    } finally {
      await two.close();
    }
  });
});
