// A person's push devices on the profile (decision 066), on PGlite and PostgreSQL: the list is the
// caller's own, the last renewed first, each named by its push service; one is removed by id
// (its queued messages with it); another person's or an unknown id is a 404, translated.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox, pushSubscriptions } from '../../../src/db/schema';
import { pushServiceOf } from '../../../src/push/push-endpoints';
import { testDbKind } from '../../helper';
import { requester, world, type World } from '../payments/fixtures';
import { newDevice } from './push-receiver';

const ENV = { PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com' };

describe(`push devices (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const device = newDevice();
  const subscribe = (caller: World['buyer'], endpoint: string) => send(caller, 'POST', '/api/push/subscriptions', { endpoint, keys: device.keys });
  const listOf = async (caller: World['buyer']) => {
    const res = await send(caller, 'GET', '/api/push/subscriptions');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { devices: { id: number; service: string; endpoint: string; created_at: string; updated_at: string }[] }).devices;
  };

  beforeAll(async () => {
    w = await world({ env: ENV });
  });
  afterAll(() => w.t.close());

  it('names a push service by its address', () => {
    expect(pushServiceOf('https://fcm.googleapis.com/fcm/send/x')).toBe('google');
    expect(pushServiceOf('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe('mozilla');
    expect(pushServiceOf('https://web.push.apple.com/x')).toBe('apple');
    expect(pushServiceOf('https://db5p.notify.windows.com/w/?token=x')).toBe('microsoft');
    expect(pushServiceOf('https://evilgoogleapis.com/x')).toBe('other');
    expect(pushServiceOf('not a url')).toBe('other');
  });

  it('lists the caller’s own devices, the last renewed first, and removes one by id with its queued messages', async () => {
    const chrome = `https://fcm.googleapis.com/fcm/send/devices-${Date.now()}`;
    const firefox = `https://updates.push.services.mozilla.com/wpush/v2/devices-${Date.now()}`;
    const others = `https://web.push.apple.com/devices-${Date.now()}`;
    for (const [caller, endpoint] of [[w.buyer, chrome], [w.buyer, firefox], [w.otherBuyer, others]] as const) {
      expect((await subscribe(caller, endpoint)).statusCode).toBe(204);
    }
    const mine = await listOf(w.buyer);
    expect(mine.map((d) => [d.service, d.endpoint])).toEqual([
      ['mozilla', firefox],
      ['google', chrome],
    ]);
    expect(Number.isNaN(Date.parse(mine[0]!.created_at))).toBe(false);
    // Saved again (the profile opened on it): renewed, first.
    expect((await subscribe(w.buyer, chrome)).statusCode).toBe(204);
    expect((await listOf(w.buyer)).map((d) => d.endpoint)).toEqual([chrome, firefox]);

    const firefoxId = mine[0]!.id;
    await w.t.database.db.insert(pushOutbox).values({ subscriptionId: firefoxId, payload: { title: 'x', link: '/news', tag: 't' } });
    const theirs = (await listOf(w.otherBuyer))[0]!;
    const refused = await send(w.buyer, 'DELETE', `/api/push/subscriptions/${theirs.id}`, undefined, { lang: 'es' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No se encontró ese dispositivo.');
    expect((await send(w.buyer, 'DELETE', '/api/push/subscriptions/99999999')).statusCode).toBe(404);
    expect((await send(w.buyer, 'DELETE', '/api/push/subscriptions/nope')).statusCode).toBe(422);
    expect((await listOf(w.otherBuyer)).map((d) => d.id)).toEqual([theirs.id]);

    const removed = await send(w.buyer, 'DELETE', `/api/push/subscriptions/${firefoxId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await listOf(w.buyer)).map((d) => d.endpoint)).toEqual([chrome]);
    expect(await w.t.database.db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, firefoxId))).toEqual([]);
    expect(await w.t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, firefoxId))).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    expect((await send(null, 'GET', '/api/push/subscriptions')).statusCode).toBe(401);
    expect((await send(null, 'DELETE', '/api/push/subscriptions/1')).statusCode).toBe(401);
  });
});
