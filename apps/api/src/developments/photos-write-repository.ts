// The SQL of the development photos' writes (issue 21): add, alt text and cover, order, remove.
import { and, count, eq, max } from 'drizzle-orm';
import type { DevelopmentPage, LocalizedText } from '@vitrina/contracts';
import { developmentPhotos } from '../db/schema';
import type { Tx } from './developments-write-repository';

export type PhotoRecord = typeof developmentPhotos.$inferSelect;

export async function findPhoto(tx: Tx, id: number): Promise<PhotoRecord | undefined> {
  const [row] = await tx.select().from(developmentPhotos).where(eq(developmentPhotos.id, id));
  return row;
}

export async function countPagePhotos(tx: Tx, developmentId: number, page: DevelopmentPage): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(developmentPhotos).where(and(eq(developmentPhotos.developmentId, developmentId), eq(developmentPhotos.page, page)));
  return Number(row?.n ?? 0);
}

/** A new photo, last on its page, not the cover, without alt text yet. */
export async function insertPhoto(tx: Tx, developmentId: number, page: DevelopmentPage, imageId: number): Promise<number> {
  const [top] = await tx
    .select({ top: max(developmentPhotos.position) })
    .from(developmentPhotos)
    .where(and(eq(developmentPhotos.developmentId, developmentId), eq(developmentPhotos.page, page)));
  const [row] = await tx
    .insert(developmentPhotos)
    .values({ developmentId, page, imageId, position: (top?.top ?? -1) + 1 })
    .returning({ id: developmentPhotos.id });
  return row!.id;
}

/** Alt text and cover; a new cover first unsets the page's other one (the partial unique index allows one). */
export async function updatePhoto(tx: Tx, photo: PhotoRecord, alt: LocalizedText, cover: boolean): Promise<void> {
  if (cover) {
    await tx
      .update(developmentPhotos)
      .set({ isCover: false })
      .where(and(eq(developmentPhotos.developmentId, photo.developmentId), eq(developmentPhotos.page, photo.page), eq(developmentPhotos.isCover, true)));
  }
  await tx.update(developmentPhotos).set({ alt, isCover: cover }).where(eq(developmentPhotos.id, photo.id));
}

export const pagePhotoIds = async (tx: Tx, developmentId: number, page: DevelopmentPage): Promise<number[]> =>
  (await tx.select({ id: developmentPhotos.id }).from(developmentPhotos).where(and(eq(developmentPhotos.developmentId, developmentId), eq(developmentPhotos.page, page)))).map((r) => r.id);

export async function setPhotoPositions(tx: Tx, idsInOrder: readonly number[]): Promise<void> {
  for (const [position, id] of idsInOrder.entries()) await tx.update(developmentPhotos).set({ position }).where(eq(developmentPhotos.id, id));
}

export async function deletePhoto(tx: Tx, id: number): Promise<void> {
  await tx.delete(developmentPhotos).where(eq(developmentPhotos.id, id));
}
