// The office's writes to a development's construction news (decision 064): a post's create, edit
// and delete, and its photos' add, remove and order. Each runs in one transaction with its audit
// entry (the development's audit trail, as its other writes), and a post published by the write
// (now, or a date moved into the past) tells its buyers in that same transaction (post-publishing.ts).
import { POST_PHOTOS_MAX, type LocalizedText, type PostWrite } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { writeAudit } from '../developments/developments-write-repository';
import type { ProcessedImage } from '../images/image-processing';
import { deleteImageIfUnused, saveImage } from '../images/image-repository';
import type { Notices } from '../notifications/notify';
import { tellBuyersIn } from './post-publishing';
import {
  countPhotos,
  deletePhoto,
  deletePost,
  findDevelopment,
  findPhoto,
  findPost,
  insertPhoto,
  insertPost,
  photoImageIds,
  setPhotoPositions,
  touchPost,
  updatePost,
  type PostRow,
  type PostValues,
  type Tx,
} from './posts-repository';

export type PostOutcome = { kind: 'done'; postId: number } | { kind: 'not-found' } | { kind: 'too-many' } | { kind: 'mismatch' };

class Refused extends Error {
  constructor(readonly outcome: Exclude<PostOutcome, { kind: 'done' }>) {
    super(outcome.kind);
  }
}

async function run(db: Db, work: (tx: Tx) => Promise<number>): Promise<PostOutcome> {
  try {
    return { kind: 'done', postId: await db.transaction(work) };
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

const audit = (tx: Tx, actorId: number, action: string, post: { id: number; developmentId: number }, details: Record<string, unknown> = {}) =>
  writeAudit(tx, { actorId, action, developmentId: post.developmentId, details: { post_id: post.id, ...details } });

async function lockedPost(tx: Tx, id: number): Promise<PostRow> {
  const post = await findPost(tx, id, true);
  if (!post) throw new Refused({ kind: 'not-found' });
  return post;
}

function valuesOf(body: PostWrite, publishAt: Date): PostValues {
  return { title: body.title, body: body.body, audience: body.audience, publishAt };
}

/** What an edit changed, field by field (from → to), for the audit entry. */
function changes(before: PostRow, after: PostValues): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  const same = (a: LocalizedText, b: LocalizedText) => a.es === b.es && a.en === b.en && a.fr === b.fr;
  if (!same(before.title, after.title)) out.title = { from: before.title, to: after.title };
  if (!same(before.body, after.body)) out.body = { from: before.body, to: after.body };
  if (before.audience !== after.audience) out.audience = { from: before.audience, to: after.audience };
  if (before.publishAt.getTime() !== after.publishAt.getTime()) out.publish_at = { from: before.publishAt.toISOString(), to: after.publishAt.toISOString() };
  return out;
}

export function createPost(db: Db, actorId: number, slug: string, body: PostWrite, now: Date, notices: Notices): Promise<PostOutcome> {
  return run(db, async (tx) => {
    const development = await findDevelopment(tx, slug);
    if (!development) throw new Refused({ kind: 'not-found' });
    const values = valuesOf(body, body.publish_at ? new Date(body.publish_at) : now);
    const id = await insertPost(tx, development.id, actorId, values);
    await audit(tx, actorId, 'post.create', { id, developmentId: development.id }, { title: values.title, audience: values.audience, publish_at: values.publishAt.toISOString() });
    await tellBuyersIn(tx, now, notices, id);
    return id;
  });
}

export function editPost(db: Db, actorId: number, id: number, body: PostWrite, now: Date, notices: Notices): Promise<PostOutcome> {
  return run(db, async (tx) => {
    const post = await lockedPost(tx, id);
    const values = valuesOf(body, body.publish_at ? new Date(body.publish_at) : post.publishAt);
    const changed = changes(post, values);
    if (Object.keys(changed).length > 0) {
      await updatePost(tx, id, values, now);
      await audit(tx, actorId, 'post.update', post, { changes: changed });
    }
    await tellBuyersIn(tx, now, notices, id);
    return id;
  });
}

/** Removes the post, its photos and the pictures nothing else shows. */
export function removePost(db: Db, actorId: number, id: number): Promise<PostOutcome> {
  return run(db, async (tx) => {
    const post = await lockedPost(tx, id);
    const photos = await photoImageIds(tx, id);
    await deletePost(tx, id);
    for (const imageId of new Set(photos.map((p) => p.imageId))) await deleteImageIfUnused(tx, imageId);
    await audit(tx, actorId, 'post.delete', post, { title: post.title, audience: post.audience, publish_at: post.publishAt.toISOString(), photos: photos.length });
    return id;
  });
}

export function addPostPhoto(db: Db, actorId: number, postId: number, image: ProcessedImage, now: Date): Promise<PostOutcome> {
  return run(db, async (tx) => {
    const post = await lockedPost(tx, postId);
    if ((await countPhotos(tx, postId)) >= POST_PHOTOS_MAX) throw new Refused({ kind: 'too-many' });
    const photoId = await insertPhoto(tx, postId, await saveImage(tx, image));
    await touchPost(tx, postId, now);
    await audit(tx, actorId, 'post.photo.add', post, { photo_id: photoId, image: image.hash });
    return postId;
  });
}

export function removePostPhoto(db: Db, actorId: number, photoId: number, now: Date): Promise<PostOutcome> {
  return run(db, async (tx) => {
    const photo = await findPhoto(tx, photoId);
    if (!photo) throw new Refused({ kind: 'not-found' });
    const post = await lockedPost(tx, photo.postId);
    if (!(await findPhoto(tx, photoId))) throw new Refused({ kind: 'not-found' });
    await deletePhoto(tx, photoId);
    await deleteImageIfUnused(tx, photo.imageId);
    await touchPost(tx, post.id, now);
    await audit(tx, actorId, 'post.photo.delete', post, { photo_id: photoId });
    return post.id;
  });
}

/** The post's photos in a new order: every photo of the post, each once. */
export function reorderPostPhotos(db: Db, actorId: number, postId: number, ids: readonly number[], now: Date): Promise<PostOutcome> {
  return run(db, async (tx) => {
    const post = await lockedPost(tx, postId);
    const current = new Set((await photoImageIds(tx, postId)).map((p) => p.id));
    if (new Set(ids).size !== ids.length || ids.length !== current.size || ids.some((id) => !current.has(id))) throw new Refused({ kind: 'mismatch' });
    await setPhotoPositions(tx, ids);
    await touchPost(tx, postId, now);
    await audit(tx, actorId, 'post.photo.reorder', post, { ids });
    return postId;
  });
}
