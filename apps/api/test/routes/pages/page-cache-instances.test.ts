// Two instances on one database: a page kept by one is fresh there after an Admin's write on
// the other (the catalogue's channel for an item, the pages' channel for the settings; on
// PGlite both apps share the one handle and its signals).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTwoApps, testDbKind, type TwoApps } from '../../helper';
import { ADMIN_EMAIL, callerFor, itemBody, type Caller } from '../catalogue/fixtures';
import { fakeWebBuild, renderCount } from './fake-web-build';

describe(`public pages: a change on one instance reaches the other's kept pages (${testDbKind})`, () => {
  let apps: TwoApps;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: Caller;
  // One build per app: each loads its own copy of the renderer, wired to its own API.
  const builds = [fakeWebBuild(), fakeWebBuild()] as const;

  beforeAll(async () => {
    apps = await buildTwoApps({ webDists: [builds[0].dist, builds[1].dist] });
    ({ a, b } = apps);
    admin = await callerFor(apps.database.db, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await apps?.close();
    for (const build of builds) build.remove();
  });

  const bodyOn = async (app: FastifyInstance, url: string) => (await app.inject({ method: 'GET', url })).body;

  it('an item renamed and the settings saved on one instance show on the other’s next page', async () => {
    const itemId = (await a.inject({ method: 'POST', url: '/api/items', headers: admin.headers, payload: itemBody('TWO-001') })).json().item.id;
    const url = `/item/${itemId}`;
    // The creation's NOTIFY reaches b asynchronously too: once it has, b keeps its page.
    await vi.waitFor(
      async () => {
        expect(await bodyOn(b, url)).toContain('>Lámpara de pie</main>');
        const kept = renderCount();
        expect(await bodyOn(b, url)).toContain('>Lámpara de pie</main>');
        expect(renderCount()).toBe(kept);
      },
      { timeout: 5_000, interval: 50 },
    );

    const edit = itemBody('TWO-001', { item: { es: 'Silla renombrada', en: 'Renamed chair', fr: 'Chaise renommée' } });
    expect((await a.inject({ method: 'PUT', url: `/api/items/${itemId}`, headers: admin.headers, payload: edit })).statusCode).toBe(200);
    // The NOTIFY reaches the other instance's listener asynchronously.
    await vi.waitFor(async () => expect(await bodyOn(b, url)).toContain('>Silla renombrada</main>'), { timeout: 5_000, interval: 50 });

    expect(await bodyOn(b, '/home')).not.toContain('Casa Kaanal');
    const settings = { brand_name: 'Casa Kaanal', chat_phone_general: '+52 984 111 2233', chat_phone_sales: '+529845556677', sales_email: 'hola@kaanal.example' };
    expect((await a.inject({ method: 'PUT', url: '/api/settings', headers: admin.headers, payload: settings })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await bodyOn(b, '/home')).toContain('>Casa Kaanal</main>'), { timeout: 5_000, interval: 50 });
  });
});
