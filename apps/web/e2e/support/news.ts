// Data and texts of the construction news specs (issue 35, decisions 064 and 067), made through
// the API as the Admin: a building of the test's own, one unit sold to a buyer, posts with photos.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { text, type Language } from './locales';
import { solidPng } from './png';
import { authHeader, type TestSession } from './session';

/** A text of the `news` namespace with its values put in. */
export const n = (lang: Language, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lang, 'news', key));

/** A building of its own (selling: its public page opens), one unit sold to `buyer`. */
export async function prepare(request: APIRequestContext, admin: TestSession, buyer: TestSession) {
  const id = randomUUID().slice(0, 6);
  const slug = `e2e-obra-${id}`;
  const headers = authHeader(admin);
  const dev = await request.post('/api/developments', {
    headers,
    data: { slug, code: `N${id.replace(/[^a-z0-9]/gi, '').toUpperCase()}`.slice(0, 12), name: `Torre Obra ${id}`, city: 'Tulum', address: 'Avenida Cobá 12', status: 'selling', currency: 'USD' },
  });
  expect(dev.status(), await dev.text()).toBe(201);
  const type = await request.post(`/api/developments/${slug}/typologies`, {
    headers,
    data: { code: '1R', name: { es: 'Una recámara', en: 'One bedroom', fr: 'Une chambre' }, size_m2: 62, bedrooms: 1, description: 'CONDO 1R' },
  });
  expect(type.status(), await type.text()).toBe(201);
  const generated = await request.post(`/api/developments/${slug}/units/generate?dry_run=false`, {
    headers,
    data: { floor_from: 1, floor_to: 1, positions: 1, typologies: ['1R'], number_template: 'N{floor}{position:02}', base_price: 100_000, floor_step: 0 },
  });
  expect(generated.status(), await generated.text()).toBe(200);
  const plan = (await (await request.get(`/api/developments/${slug}/units`, { headers })).json()) as { units: { id: number }[] };
  const sold = await request.post(`/api/units/${plan.units[0]!.id}/status`, { headers, data: { status: 'sold', user_id: buyer.user.id } });
  expect(sold.status(), await sold.text()).toBe(200);
  return { slug, unitId: plan.units[0]!.id };
}

/** A photograph (the app's sharing picture, 1200 × 630) and two plain ones, a tall and a wide. */
const PHOTOS = [
  { name: 'obra.jpg', mimeType: 'image/jpeg', buffer: readFileSync(new URL('../../public/og-image.jpg', import.meta.url)) },
  { name: 'torre.png', mimeType: 'image/png', buffer: solidPng(600, 900, [176, 150, 112]) },
  { name: 'losa.png', mimeType: 'image/png', buffer: solidPng(900, 600, [90, 110, 120]) },
];

/** A published post of `slug` with three photos; its id and its photos' ids in order. */
export async function postWithPhotos(request: APIRequestContext, admin: TestSession, slug: string, title: string, audience: 'buyers' | 'public' = 'public') {
  const headers = authHeader(admin);
  const created = await request.post(`/api/admin/developments/${slug}/posts`, {
    headers,
    data: { title: { es: title, en: '', fr: '' }, body: { es: 'Avance de la obra de esta semana.', en: '', fr: '' }, audience },
  });
  expect(created.status(), await created.text()).toBe(201);
  const postId = ((await created.json()) as { post: { id: number } }).post.id;
  for (const image of PHOTOS) {
    const photo = await request.post(`/api/admin/posts/${postId}/photos`, { headers, multipart: { image } });
    expect(photo.status(), await photo.text()).toBe(201);
  }
  return { postId, photoIds: await photoOrder(request, admin, slug, postId) };
}

/** The post's photo ids in the order the server keeps. */
export async function photoOrder(request: APIRequestContext, admin: TestSession, slug: string, postId: number): Promise<number[]> {
  const list = (await (await request.get(`/api/admin/developments/${slug}/posts`, { headers: authHeader(admin) })).json()) as { posts: { id: number; photos: { id: number }[] }[] };
  return list.posts.find((p) => p.id === postId)!.photos.map((p) => p.id);
}

/** The query keys this device keeps (the query cache's IndexedDB copy), as JSON. */
export async function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vitrina-kept-queries');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('clients')) return [];
    const raw = await new Promise<unknown>((resolve) => {
      const request = db.transaction('clients').objectStore('clients').get('queries');
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    if (typeof raw !== 'string') return [];
    return (JSON.parse(raw) as { clientState: { queries: Array<{ queryKey: unknown[] }> } }).clientState.queries.map((q) => JSON.stringify(q.queryKey));
  });
}

/** Every picture of `scope` has arrived (lazy ones scrolled into view first). */
export async function picturesLoaded(scope: Locator) {
  for (const image of await scope.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
  }
}
