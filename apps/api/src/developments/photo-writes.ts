// The Admin's writes to a development's photos (issue 21). Each locks the development first, so
// positions and the one cover per page stay consistent however many Admins edit at once.
import { PHOTOS_PER_PAGE_MAX, type DevelopmentPage, type PhotoUpdate } from '@vitrina/contracts';
import type { ChangeSignal } from '../cache/change-signal';
import type { ProcessedImage } from '../images/image-processing';
import { deleteImageIfUnused, saveImage } from '../images/image-repository';
import { isForeignKeyViolation } from './database-codes';
import { RefusedWrite, refusableWrite } from './refusable-write';
import { lockDevelopment, writeAudit, type Tx } from './developments-write-repository';
import { countPagePhotos, deletePhoto, findPhoto, insertPhoto, pagePhotoIds, setPhotoPositions, updatePhoto } from './photos-write-repository';

export type PhotoOutcome = { kind: 'done'; developmentId: number; id: number } | { kind: 'not-found' } | { kind: 'too-many' } | { kind: 'mismatch' };

class Refused extends RefusedWrite<Exclude<PhotoOutcome, { kind: 'done' }>> {}

// The same picture was being dropped by another write as this one linked it: once more.
const run = (signal: ChangeSignal, work: (tx: Tx) => Promise<{ developmentId: number; id: number }>) =>
  refusableWrite<PhotoOutcome>(signal, async (tx) => ({ kind: 'done', ...(await work(tx)) }), isForeignKeyViolation);

/** The photo and its development, locked in that order. */
async function lockPhoto(tx: Tx, id: number) {
  const photo = await findPhoto(tx, id);
  if (!photo || !(await lockDevelopment(tx, { id: photo.developmentId }))) throw new Refused({ kind: 'not-found' });
  const current = await findPhoto(tx, id);
  if (!current) throw new Refused({ kind: 'not-found' });
  return current;
}

export function addPhoto(signal: ChangeSignal, actorId: number, slug: string, page: DevelopmentPage, image: ProcessedImage): Promise<PhotoOutcome> {
  return run(signal, async (tx) => {
    const development = await lockDevelopment(tx, { slug });
    if (!development) throw new Refused({ kind: 'not-found' });
    if ((await countPagePhotos(tx, development.id, page)) >= PHOTOS_PER_PAGE_MAX) throw new Refused({ kind: 'too-many' });
    const id = await insertPhoto(tx, development.id, page, await saveImage(tx, image));
    await writeAudit(tx, { actorId, action: 'photo.add', developmentId: development.id, details: { photo_id: id, page, image: image.hash } });
    return { developmentId: development.id, id };
  });
}

export function editPhoto(signal: ChangeSignal, actorId: number, id: number, update: PhotoUpdate): Promise<PhotoOutcome> {
  return run(signal, async (tx) => {
    const photo = await lockPhoto(tx, id);
    await updatePhoto(tx, photo, update.alt, update.cover);
    await writeAudit(tx, { actorId, action: 'photo.update', developmentId: photo.developmentId, details: { photo_id: id, page: photo.page, cover: update.cover } });
    return { developmentId: photo.developmentId, id };
  });
}

/** One page's photos in a new order: every photo of the page, each once. */
export function reorderPhotos(signal: ChangeSignal, actorId: number, slug: string, page: DevelopmentPage, ids: readonly number[]): Promise<PhotoOutcome> {
  return run(signal, async (tx) => {
    const development = await lockDevelopment(tx, { slug });
    if (!development) throw new Refused({ kind: 'not-found' });
    const current = new Set(await pagePhotoIds(tx, development.id, page));
    if (new Set(ids).size !== ids.length || ids.length !== current.size || ids.some((id) => !current.has(id))) throw new Refused({ kind: 'mismatch' });
    await setPhotoPositions(tx, ids);
    await writeAudit(tx, { actorId, action: 'photo.reorder', developmentId: development.id, details: { page, ids } });
    return { developmentId: development.id, id: development.id };
  });
}

/** Removes the photo; its picture goes too when nothing else shows it (a duplicate's photos share them). */
export function removePhoto(signal: ChangeSignal, actorId: number, id: number): Promise<PhotoOutcome> {
  return run(signal, async (tx) => {
    const photo = await lockPhoto(tx, id);
    await deletePhoto(tx, id);
    await deleteImageIfUnused(tx, photo.imageId);
    await writeAudit(tx, { actorId, action: 'photo.delete', developmentId: photo.developmentId, details: { photo_id: id, page: photo.page } });
    return { developmentId: photo.developmentId, id };
  });
}
