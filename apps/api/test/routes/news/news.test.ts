// A development's construction news (issue 35, part 2; decision 064), on PGlite and PostgreSQL:
// the office writes, edits and deletes posts (each in the audit trail); buyers read their
// developments' published posts in their language with the others as fallback; a stranger gets
// 404s; a scheduled post is told to each buyer once, in the app and by e-mail, when the clock
// passes it; photos are re-encoded and limited to POST_PHOTOS_MAX; bad input is a translated 4xx.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_PHOTOS_MAX, VALIDATION_TEXTS, officePostSchema, readerPostListSchema, type OfficePost } from '@vitrina/contracts';
import { auditLog, developmentPostPhotos, developments, images, mailOutbox, notificationPreferences, notifications, properties } from '../../../src/db/schema';
import { runNewsPublishing } from '../../../src/news-publishing';
import { testDbKind } from '../../helper';
import { picture } from '../catalogue/fixtures';
import { requester, world, type World } from '../payments/fixtures';

/** multipart/form-data with one file field "image". */
async function imageForm(bytes: Buffer) {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), 'photo.bin');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

const post = (over: Record<string, unknown> = {}) => ({
  title: { es: 'Avance de obra', en: 'Construction update', fr: '' },
  body: { es: 'Terminamos la losa del piso 5.', en: 'The fifth floor slab is done.', fr: '' },
  audience: 'buyers',
  ...over,
});

describe(`construction news (${testDbKind})`, () => {
  let w: World;
  let clock = new Date('2026-12-01T15:00:00Z');
  const send = requester(() => w);
  let slug: string;
  let developmentId: number;
  let buyerIds: number[];
  let png: Buffer;

  const create = async (body: unknown, lang = 'en') => {
    const res = await send(w.vitrina, 'POST', `/api/admin/developments/${slug}/posts`, body, { lang });
    return res;
  };
  const news = async (caller: World['buyer'], lang = 'en') => {
    const res = await send(caller, 'GET', '/api/news', undefined, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return readerPostListSchema.parse(res.json()).posts;
  };
  const noticesOf = (postId: number) =>
    w.t.database.db.select({ userId: notifications.userId, link: notifications.link }).from(notifications).where(and(eq(notifications.kind, 'post_published'), sql`${notifications.params}->>'post_id' = ${String(postId)}`));

  beforeAll(async () => {
    w = await world({ clock: () => clock });
    const [row] = await w.t.database.db
      .select({ slug: developments.slug, id: developments.id })
      .from(properties)
      .innerJoin(developments, eq(developments.id, properties.developmentId))
      .where(eq(properties.id, w.unitA));
    slug = row!.slug;
    developmentId = row!.id;
    const owners = await w.t.database.db
      .selectDistinct({ userId: properties.userId })
      .from(properties)
      .where(and(eq(properties.developmentId, developmentId), inArray(properties.status, ['reserved', 'sold']), isNotNull(properties.userId)));
    buyerIds = owners.map((o) => o.userId!).sort((a, b) => a - b);
    png = await picture(900, 600, '#336699').png().toBuffer();
  });
  afterAll(() => w.t.close());

  it('lets the office write a post published now: the buyers read it, each told once in the app and by e-mail, audited', async () => {
    const res = await create(post());
    expect(res.statusCode, res.body).toBe(201);
    const written = officePostSchema.parse(res.json().post);
    expect(res.json().message).toBe('Post saved: Construction update.');
    expect(written).toMatchObject({ audience: 'buyers', published: true, publish_at: clock.toISOString(), photos: [] });

    const mine = await news(w.buyer, 'es');
    expect(mine[0]).toMatchObject({ id: written.id, lang: 'es', title: 'Avance de obra', development: { slug } });
    const told = await noticesOf(written.id);
    expect(told.map((n) => n.userId).sort((a, b) => a - b)).toEqual(buyerIds);
    expect(told[0]!.link).toBe(`/news#post-${written.id}`);
    const titles = await send(w.buyer, 'GET', '/api/notifications', undefined, { lang: 'fr' });
    // No French: the title falls back to Spanish.
    expect(titles.json().notifications[0].title).toMatch(/^Nouvelle publication : Avance de obra — /);
    const mails = await w.t.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(sql`${mailOutbox.subject} like '%Avance de obra%' or ${mailOutbox.subject} like '%Construction update%'`);
    expect(mails.length).toBe(buyerIds.length);

    // A round later changes nothing: once per post and buyer.
    expect(await runNewsPublishing(w.t.database, w.t.app.mailer, 'http://x', clock)).toBe(0);
    expect((await noticesOf(written.id)).length).toBe(buyerIds.length);
    const [entry] = await w.t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'post.create'), eq(auditLog.developmentId, developmentId)));
    expect(entry).toMatchObject({ actorId: w.vitrina.id, details: expect.objectContaining({ post_id: written.id, audience: 'buyers' }) });
  });

  it('schedules a post: nobody reads it nor is told until the clock passes it, then each buyer once (e-mail as each chose)', async () => {
    await w.t.database.db.insert(notificationPreferences).values({ userId: w.buyer.id, kind: 'post_published', email: false, push: false });
    const at = new Date(clock.getTime() + 2 * 3600_000);
    const res = await create(post({ title: { es: 'Programada', en: '', fr: 'Planifiée' }, body: { es: 'Texto', en: '', fr: 'Texte' }, publish_at: at.toISOString() }));
    expect(res.statusCode, res.body).toBe(201);
    const scheduled = officePostSchema.parse(res.json().post);
    expect(scheduled.published).toBe(false);
    expect((await news(w.buyer)).map((p) => p.id)).not.toContain(scheduled.id);
    expect((await send(w.buyer, 'GET', `/api/news/${scheduled.id}`)).statusCode).toBe(404);
    expect(await runNewsPublishing(w.t.database, w.t.app.mailer, 'http://x', clock)).toBe(0);
    expect(await noticesOf(scheduled.id)).toEqual([]);

    clock = new Date(at.getTime() + 60_000);
    const rounds = await Promise.all([runNewsPublishing(w.t.database, w.t.app.mailer, 'http://x', clock), runNewsPublishing(w.t.database, w.t.app.mailer, 'http://x', clock)]);
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(buyerIds.length);
    expect(await runNewsPublishing(w.t.database, w.t.app.mailer, 'http://x', clock)).toBe(0);
    expect((await noticesOf(scheduled.id)).map((n) => n.userId).sort((a, b) => a - b)).toEqual(buyerIds);
    const mails = await w.t.database.db.select({ to: mailOutbox.to }).from(mailOutbox).where(sql`${mailOutbox.subject} like '%Programada%' or ${mailOutbox.subject} like '%Planifiée%'`);
    expect(mails.length).toBe(buyerIds.length - 1);
    expect(mails.map((m) => m.to)).not.toContain('owner1@vitrina.demo');

    // English asked, none written: Spanish first, then the others.
    const read = await send(w.buyer, 'GET', `/api/news/${scheduled.id}`, undefined, { lang: 'en' });
    expect(read.json()).toMatchObject({ lang: 'es', title: 'Programada' });
    expect((await send(w.buyer, 'GET', `/api/news/${scheduled.id}`, undefined, { lang: 'fr' })).json()).toMatchObject({ lang: 'fr', title: 'Planifiée', body: 'Texte' });
  });

  it('edits and deletes a post, each audited; a stranger and another development’s buyers get 404s; public posts show on the development', async () => {
    const created = officePostSchema.parse((await create(post())).json().post);
    const edited = await send(w.selecta, 'PUT', `/api/admin/posts/${created.id}`, post({ audience: 'public', title: { es: 'Avance de obra', en: 'Slab done', fr: '' } }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().post).toMatchObject({ audience: 'public', title: { en: 'Slab done' }, publish_at: created.publish_at });
    const [update] = await w.t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'post.update'), sql`${auditLog.details}->>'post_id' = ${String(created.id)}`));
    expect(update!.details).toMatchObject({ changes: { audience: { from: 'buyers', to: 'public' }, title: { to: { en: 'Slab done' } } } });

    const pub = await send(null, 'GET', `/api/developments/${slug}/posts`);
    expect(pub.statusCode).toBe(200);
    expect(readerPostListSchema.parse(pub.json()).posts.map((p) => p.id)).toEqual([created.id]);
    expect((await send(null, 'GET', '/api/developments/no-such-place/posts', undefined, { lang: 'es' })).json().message).toBe('No se encontró el desarrollo.');

    // A development where nobody of ours owns a unit: its buyers-only post is nobody's business.
    const [other] = await w.t.database.db.insert(developments).values({ slug: 'tulum-news', code: 'TNW', name: 'Tulum', city: 'Tulum', address: 'Tulum', status: 'selling' }).returning({ id: developments.id });
    const hidden = await send(w.admin, 'POST', '/api/admin/developments/tulum-news/posts', post());
    expect(hidden.statusCode, hidden.body).toBe(201);
    const hiddenId = hidden.json().post.id as number;
    for (const caller of [w.buyer, w.guest]) {
      expect((await send(caller, 'GET', `/api/news/${hiddenId}`)).statusCode).toBe(404);
      expect((await news(caller)).map((p) => p.id)).not.toContain(hiddenId);
    }
    expect((await send(w.guest, 'GET', `/api/news/${hiddenId}`, undefined, { lang: 'fr' })).json().message).toBe('Publication introuvable.');
    expect(await news(w.guest)).toEqual([]);
    for (const [method, url, body] of [
      ['GET', '/api/admin/developments/tulum-news/posts', undefined],
      ['POST', '/api/admin/developments/tulum-news/posts', post()],
      ['PUT', `/api/admin/posts/${hiddenId}`, post()],
      ['DELETE', `/api/admin/posts/${hiddenId}`, undefined],
    ] as const) {
      expect((await send(w.buyer, method, url, body)).statusCode, url).toBe(403);
    }
    expect(other).toBeDefined();

    const removed = await send(w.vitrina, 'DELETE', `/api/admin/posts/${created.id}`, undefined, { lang: 'es' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Publicación eliminada: Avance de obra.');
    expect((await send(w.vitrina, 'DELETE', `/api/admin/posts/${created.id}`)).statusCode).toBe(404);
    expect((await send(w.vitrina, 'PUT', `/api/admin/posts/${created.id}`, post())).statusCode).toBe(404);
    const [deletion] = await w.t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'post.delete'), sql`${auditLog.details}->>'post_id' = ${String(created.id)}`));
    expect(deletion).toMatchObject({ actorId: w.vitrina.id, developmentId });
  });

  it('answers the writes at the addresses issue 35 names too (POST /developments/{slug}/posts, PUT/DELETE /posts/{id}, POST /posts/{id}/photos), office only', async () => {
    const created = await send(w.vitrina, 'POST', `/api/developments/${slug}/posts`, post({ title: { es: 'Por la ruta del pedido', en: '', fr: '' }, body: { es: 'Texto.', en: '', fr: '' } }));
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().post as OfficePost).id;
    expect((await send(w.buyer, 'POST', `/api/developments/${slug}/posts`, post())).statusCode).toBe(403);
    expect((await send(w.buyer, 'PUT', `/api/posts/${id}`, post())).statusCode).toBe(403);
    const edited = await send(w.selecta, 'PUT', `/api/posts/${id}`, post({ title: { es: 'Cambiada', en: '', fr: '' }, body: { es: 'Texto.', en: '', fr: '' } }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().post.title.es).toBe('Cambiada');
    const form = await imageForm(png);
    const photo = await w.t.app.inject({ method: 'POST', url: `/api/posts/${id}/photos`, payload: form.payload, headers: { ...form.headers, ...w.vitrina.headers } });
    expect(photo.statusCode, photo.body).toBe(201);
    expect((photo.json().post as OfficePost).photos).toHaveLength(1);
    expect((await send(w.vitrina, 'DELETE', `/api/posts/${id}`)).statusCode).toBe(200);
    expect((await send(w.vitrina, 'DELETE', `/api/posts/${id}`)).statusCode).toBe(404);
    const actions = (await w.t.database.db.select({ action: auditLog.action }).from(auditLog).where(sql`${auditLog.details}->>'post_id' = ${String(id)}`)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['post.create', 'post.update', 'post.photo.add', 'post.delete']));
  });

  it(`takes photos re-encoded, in order, at most ${POST_PHOTOS_MAX} (the next is a 422, nothing stored), and removes their pictures`, async () => {
    const created = officePostSchema.parse((await create(post())).json().post);
    const up = await send(w.vitrina, 'POST', `/api/admin/posts/${created.id}/photos`, undefined, { headers: {} });
    expect(up.statusCode).toBe(415);
    const add = async (bytes: Buffer) => {
      const form = await imageForm(bytes);
      return w.t.app.inject({ method: 'POST', url: `/api/admin/posts/${created.id}/photos`, payload: form.payload, headers: { ...form.headers, ...w.vitrina.headers, 'accept-language': 'en' } });
    };
    const first = await add(png);
    expect(first.statusCode, first.body).toBe(201);
    const photo = (first.json().post as OfficePost).photos[0]!;
    expect(photo.picture.url).toMatch(/^\/api\/images\/[0-9a-f]{64}\?w=\d+$/);
    const bad = await add(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(bad.statusCode).toBe(415);

    // Fill it to the limit with the same picture, then one more.
    const [image] = await w.t.database.db.select({ id: images.id }).from(images).where(eq(images.hash, photo.picture.url.slice(12, 76)));
    await w.t.database.db.insert(developmentPostPhotos).values(Array.from({ length: POST_PHOTOS_MAX - 1 }, (_, i) => ({ postId: created.id, imageId: image!.id, position: i + 1 })));
    const thirteenth = await add(await picture(300, 300, '#aa3300').png().toBuffer());
    expect(thirteenth.statusCode).toBe(422);
    expect(thirteenth.json().message).toBe(`This post already has ${POST_PHOTOS_MAX} photos, the most it can have. Remove one before adding another.`);

    const listed = (await send(w.vitrina, 'GET', `/api/admin/developments/${slug}/posts`)).json().posts.find((p: OfficePost) => p.id === created.id) as OfficePost;
    const ids = listed.photos.map((p) => p.id);
    expect(ids.length).toBe(POST_PHOTOS_MAX);
    const reordered = await send(w.vitrina, 'PUT', `/api/admin/posts/${created.id}/photos/order`, { ids: [...ids].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().post.photos.map((p: { id: number }) => p.id)).toEqual([...ids].reverse());
    const mismatch = await send(w.vitrina, 'PUT', `/api/admin/posts/${created.id}/photos/order`, { ids: ids.slice(1) }, { lang: 'es' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ ids: [VALIDATION_TEXTS.es['news.photoOrderMismatch']] });

    for (const id of ids) expect((await send(w.vitrina, 'DELETE', `/api/admin/post-photos/${id}`)).statusCode).toBe(200);
    expect((await send(w.vitrina, 'DELETE', `/api/admin/post-photos/${ids[0]}`)).statusCode).toBe(404);
    expect(await w.t.database.db.select().from(images).where(eq(images.id, image!.id))).toEqual([]);
    const actions = (await w.t.database.db.select({ action: auditLog.action }).from(auditLog).where(sql`${auditLog.details}->>'post_id' = ${String(created.id)}`)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['post.create', 'post.photo.add', 'post.photo.reorder', 'post.photo.delete']));
  });

  it('refuses bad input with translated 422s (a half-written language, none at all, too long, control characters, audience, date), never a 500', async () => {
    const cases: [unknown, string, string][] = [
      [post({ title: { es: 'Solo título' }, body: { es: '' } }), 'body.es', 'news.bodyRequired'],
      [post({ title: {}, body: {} }), 'title.es', 'news.languageRequired'],
      // Spanish is required (issue 35); English alone is not enough.
      [post({ title: { es: '', en: 'Slab done' }, body: { es: '', en: 'Done.' } }), 'title.es', 'news.languageRequired'],
      [post({ title: { es: '' } }), 'title.es', 'news.titleRequired'],
      [post({ title: { es: 'x'.repeat(141) } }), 'title.es', 'news.titleRequired'],
      [post({ body: { es: 'a\u0007b' } }), 'body.es', 'news.textControlCharacter'],
      [post({ audience: 'everyone' }), 'audience', 'news.audienceInvalid'],
      [post({ publish_at: 'tomorrow' }), 'publish_at', 'news.publishAtInvalid'],
    ];
    for (const [body, field, key] of cases) {
      const res = await create(body, 'fr');
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], field).toEqual([VALIDATION_TEXTS.fr[key as keyof (typeof VALIDATION_TEXTS)['fr']]]);
    }
    const nul = await create(post({ title: { es: 'a\u0000b' } }), 'es');
    expect(nul.statusCode).toBe(422);
    expect((await create({ ...post(), extra: 1 })).statusCode).toBe(422);
    expect((await send(w.vitrina, 'POST', '/api/admin/developments/nowhere/posts', post())).statusCode).toBe(404);
    // Markup is kept as the text it is (shown as text, never as HTML).
    const markup = await create(post({ title: { es: '<script>alert(1)</script>', en: '<b>x</b>' } }));
    expect(markup.json().post.title.es).toBe('<script>alert(1)</script>');
  });
});
