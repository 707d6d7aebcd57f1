// The SQL of the unit types' writes (issue 21): the row, what uses it, its cover and floor plan,
// and the PDFs kept as uploaded (stored_files, named by their hash).
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { TypologyWrite } from '@vitrina/contracts';
import { items, properties, storedFiles, typologies } from '../db/schema';
import type { Tx } from './developments-write-repository';

export type TypologyRecord = typeof typologies.$inferSelect;

/** The row, locked when asked (lock its development first: every write takes that order). */
export async function readTypology(tx: Tx, id: number, { lock }: { lock: boolean }): Promise<TypologyRecord | undefined> {
  const query = tx.select().from(typologies).where(eq(typologies.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Another unit type of the same development has this code. */
export async function codeTakenInDevelopment(tx: Tx, developmentId: number, code: string, exceptId: number | null): Promise<boolean> {
  const rows = await tx
    .select({ id: typologies.id })
    .from(typologies)
    .where(and(eq(typologies.developmentId, developmentId), eq(typologies.code, code), exceptId === null ? undefined : ne(typologies.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

const values = (body: TypologyWrite) => ({ code: body.code, name: body.name, description: body.description, sizeM2: body.size_m2, bedrooms: body.bedrooms });

/** A new unit type; its id comes from typologies_id_seq (100 on: 33–39 are the seed's). */
export async function insertTypology(tx: Tx, developmentId: number, body: TypologyWrite): Promise<number> {
  const [row] = await tx
    .insert(typologies)
    .values({ developmentId, ...values(body) })
    .returning({ id: typologies.id });
  return row!.id;
}

export async function updateTypology(tx: Tx, id: number, body: TypologyWrite): Promise<void> {
  await tx.update(typologies).set(values(body)).where(eq(typologies.id, id));
}

export interface TypologyUsage {
  units: number;
  /** Catalogue items carry its code and no other development has a unit type of that code (SPEC §7: the catalogue is per code). */
  itemsOnlyHere: boolean;
}

export async function typologyUsage(tx: Tx, unitType: TypologyRecord): Promise<TypologyUsage> {
  const [units] = await tx.select({ n: count() }).from(properties).where(eq(properties.typologyId, unitType.id));
  const [withItems] = await tx.select({ n: count() }).from(items).where(eq(items.typology, unitType.code));
  const [elsewhere] = await tx
    .select({ n: count() })
    .from(typologies)
    .where(and(eq(typologies.code, unitType.code), ne(typologies.developmentId, unitType.developmentId)));
  return { units: Number(units?.n ?? 0), itemsOnlyHere: Number(withItems?.n ?? 0) > 0 && Number(elsewhere?.n ?? 0) === 0 };
}

export async function deleteTypology(tx: Tx, id: number): Promise<void> {
  await tx.delete(typologies).where(eq(typologies.id, id));
}

export async function setCover(tx: Tx, id: number, imageId: number): Promise<void> {
  await tx.update(typologies).set({ coverImageId: imageId }).where(eq(typologies.id, id));
}

/** A floor plan is a picture or a PDF, never both (a CHECK says so too). */
export async function setFloorPlan(tx: Tx, id: number, plan: { imageId: number } | { fileId: number } | null): Promise<void> {
  await tx
    .update(typologies)
    .set({
      floorPlanImageId: plan && 'imageId' in plan ? plan.imageId : null,
      floorPlanFileId: plan && 'fileId' in plan ? plan.fileId : null,
    })
    .where(eq(typologies.id, id));
}

/** Keeps a PDF once, by the hash of its bytes; returns its id. */
export async function saveStoredFile(tx: Tx, file: { hash: string; contentType: string; data: Buffer }): Promise<number> {
  await tx
    .insert(storedFiles)
    .values({ hash: file.hash, contentType: file.contentType, bytes: file.data.length, data: file.data })
    .onConflictDoNothing({ target: storedFiles.hash });
  const [row] = await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.hash, file.hash));
  return row!.id;
}

/** Removes a kept file no unit type points at any more (a duplicate's unit types share them). */
export async function deleteStoredFileIfUnused(tx: Tx, fileId: number): Promise<void> {
  await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, fileId)).for('update');
  await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, fileId), sql`not exists (select 1 from ${typologies} where ${typologies.floorPlanFileId} = ${fileId})`));
}

/** The pictures and file a unit type points at (to drop the unused ones after a change). */
export const picturesOf = (t: TypologyRecord) => ({
  images: [t.coverImageId, t.floorPlanImageId].filter((id): id is number => id !== null),
  file: t.floorPlanFileId,
});

