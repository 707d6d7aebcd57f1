// The SQL of a development's construction news (decision 064): the posts and their photos, the
// office's reads and writes, the readers' reads (published only: publish_at at or before the
// instant given, the app's clock), and what the publishing round needs (the posts whose buyers
// were not told yet, the buyers of a development).
import { and, asc, count, desc, eq, inArray, isNull, lte, max, ne, sql } from 'drizzle-orm';
import type { LocalizedText, PostAudience } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { developmentPostPhotos, developmentPosts, developments, properties } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

export type PostRow = typeof developmentPosts.$inferSelect & { slug: string; developmentName: string };

export interface PictureRef {
  hash: string;
  color: string | null;
  variants: { w: number; h: number }[] | null;
}
export interface PostPhotoRow {
  id: number;
  postId: number;
  imageId: number;
  position: number;
  picture: PictureRef | null;
}

export interface PostValues {
  title: LocalizedText;
  body: LocalizedText;
  audience: PostAudience;
  publishAt: Date;
}

const withDevelopment = {
  post: developmentPosts,
  slug: developments.slug,
  developmentName: developments.name,
};
const flatten = (rows: { post: typeof developmentPosts.$inferSelect; slug: string; developmentName: string }[]): PostRow[] =>
  rows.map((r) => ({ ...r.post, slug: r.slug, developmentName: r.developmentName }));

/** A development by slug, archived ones too (the office's reads and writes). */
export async function findDevelopment(db: Queryable, slug: string): Promise<{ id: number; status: string } | undefined> {
  const [row] = await db.select({ id: developments.id, status: developments.status }).from(developments).where(eq(developments.slug, slug));
  return row;
}

export async function findPost(db: Queryable, id: number, lock = false): Promise<PostRow | undefined> {
  const query = db.select(withDevelopment).from(developmentPosts).innerJoin(developments, eq(developments.id, developmentPosts.developmentId)).where(eq(developmentPosts.id, id));
  const rows = lock ? await query.for('update', { of: developmentPosts }) : await query;
  return flatten(rows)[0];
}

export async function insertPost(tx: Tx, developmentId: number, actorId: number, values: PostValues): Promise<number> {
  const [row] = await tx
    .insert(developmentPosts)
    .values({ developmentId, createdBy: actorId, ...values })
    .returning({ id: developmentPosts.id });
  return row!.id;
}

export async function updatePost(tx: Tx, id: number, values: PostValues, now: Date): Promise<void> {
  await tx
    .update(developmentPosts)
    .set({ ...values, updatedAt: now })
    .where(eq(developmentPosts.id, id));
}

export async function touchPost(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(developmentPosts).set({ updatedAt: now }).where(eq(developmentPosts.id, id));
}

export async function deletePost(tx: Tx, id: number): Promise<void> {
  await tx.delete(developmentPosts).where(eq(developmentPosts.id, id));
}

/** A development's posts, newest publication first (the office: scheduled ones too). */
export async function officePosts(db: Queryable, developmentId: number, limit: number): Promise<PostRow[]> {
  return flatten(
    await db
      .select(withDevelopment)
      .from(developmentPosts)
      .innerJoin(developments, eq(developments.id, developmentPosts.developmentId))
      .where(eq(developmentPosts.developmentId, developmentId))
      .orderBy(desc(developmentPosts.publishAt), desc(developmentPosts.id))
      .limit(limit),
  );
}

/** The developments where the person has a reserved or sold unit (SPEC §4's owner). */
const ownedDevelopments = (userId: number) =>
  sql`select ${properties.developmentId} from ${properties} where ${properties.userId} = ${userId} and ${properties.status} in ('reserved', 'sold')`;

/**
 * Published posts, newest first: of the developments where `userId` owns a unit (any audience),
 * or of one development (`developmentId`; public ones only unless `userId` owns a unit there).
 */
export async function readerPosts(db: Queryable, scope: { userId?: number; developmentId?: number; postId?: number }, now: Date, limit: number): Promise<PostRow[]> {
  const owned = scope.userId === undefined ? sql`false` : sql`${developmentPosts.developmentId} in (${ownedDevelopments(scope.userId)})`;
  const visible = scope.developmentId === undefined && scope.postId === undefined ? owned : sql`(${owned} or ${developmentPosts.audience} = 'public')`;
  return flatten(
    await db
      .select(withDevelopment)
      .from(developmentPosts)
      .innerJoin(developments, eq(developments.id, developmentPosts.developmentId))
      .where(
        and(
          lte(developmentPosts.publishAt, now),
          ne(developments.status, 'archived'),
          visible,
          scope.developmentId === undefined ? undefined : eq(developmentPosts.developmentId, scope.developmentId),
          scope.postId === undefined ? undefined : eq(developmentPosts.id, scope.postId),
        ),
      )
      .orderBy(desc(developmentPosts.publishAt), desc(developmentPosts.id))
      .limit(limit),
  );
}

/** The photos of these posts, each post's in order, with their pictures. */
export async function photosOf(db: Queryable, postIds: number[]): Promise<PostPhotoRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select({
      id: developmentPostPhotos.id,
      postId: developmentPostPhotos.postId,
      imageId: developmentPostPhotos.imageId,
      position: developmentPostPhotos.position,
      picture: sql<PictureRef | null>`(
        select json_build_object('hash', pi.hash, 'color', pi.dominant_color, 'variants', (
          select json_agg(json_build_object('w', pv.width, 'h', pv.height) order by pv.width)
          from image_variants pv where pv.image_id = pi.id))
        from images pi where pi.id = ${developmentPostPhotos.imageId})`,
    })
    .from(developmentPostPhotos)
    .where(inArray(developmentPostPhotos.postId, postIds))
    .orderBy(asc(developmentPostPhotos.postId), asc(developmentPostPhotos.position), asc(developmentPostPhotos.id));
}

export async function countPhotos(tx: Tx, postId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(developmentPostPhotos).where(eq(developmentPostPhotos.postId, postId));
  return Number(row?.n ?? 0);
}

export async function insertPhoto(tx: Tx, postId: number, imageId: number): Promise<number> {
  const [top] = await tx.select({ top: max(developmentPostPhotos.position) }).from(developmentPostPhotos).where(eq(developmentPostPhotos.postId, postId));
  const [row] = await tx
    .insert(developmentPostPhotos)
    .values({ postId, imageId, position: (top?.top ?? -1) + 1 })
    .returning({ id: developmentPostPhotos.id });
  return row!.id;
}

export async function findPhoto(db: Queryable, id: number): Promise<{ id: number; postId: number; imageId: number } | undefined> {
  const [row] = await db
    .select({ id: developmentPostPhotos.id, postId: developmentPostPhotos.postId, imageId: developmentPostPhotos.imageId })
    .from(developmentPostPhotos)
    .where(eq(developmentPostPhotos.id, id));
  return row;
}

export async function deletePhoto(tx: Tx, id: number): Promise<void> {
  await tx.delete(developmentPostPhotos).where(eq(developmentPostPhotos.id, id));
}

export async function photoImageIds(tx: Tx, postId: number): Promise<{ id: number; imageId: number }[]> {
  return tx.select({ id: developmentPostPhotos.id, imageId: developmentPostPhotos.imageId }).from(developmentPostPhotos).where(eq(developmentPostPhotos.postId, postId));
}

export async function setPhotoPositions(tx: Tx, idsInOrder: readonly number[]): Promise<void> {
  for (const [position, id] of idsInOrder.entries()) await tx.update(developmentPostPhotos).set({ position }).where(eq(developmentPostPhotos.id, id));
}

/** Published posts whose buyers were not told yet, oldest first, locked (another round skips them). */
export async function untoldPosts(tx: Tx, now: Date, limit: number, postId?: number): Promise<PostRow[]> {
  return flatten(
    await tx
      .select(withDevelopment)
      .from(developmentPosts)
      .innerJoin(developments, eq(developments.id, developmentPosts.developmentId))
      .where(and(isNull(developmentPosts.notifiedAt), lte(developmentPosts.publishAt, now), postId === undefined ? undefined : eq(developmentPosts.id, postId)))
      .orderBy(asc(developmentPosts.publishAt), asc(developmentPosts.id))
      .limit(limit)
      .for('update', { of: developmentPosts, skipLocked: true }),
  );
}

export async function markTold(tx: Tx, postId: number, now: Date): Promise<void> {
  await tx.update(developmentPosts).set({ notifiedAt: now }).where(eq(developmentPosts.id, postId));
}

/** The buyers of a development's units: each unit's user while it is reserved or sold, each once. */
export async function buyersOf(tx: Tx, developmentId: number): Promise<{ userId: number; unitId: number }[]> {
  const rows = await tx
    .select({ userId: properties.userId, unitId: sql<number>`min(${properties.id})`.mapWith(Number) })
    .from(properties)
    .where(and(eq(properties.developmentId, developmentId), inArray(properties.status, ['reserved', 'sold']), sql`${properties.userId} is not null`))
    .groupBy(properties.userId);
  return rows.map((r) => ({ userId: r.userId!, unitId: r.unitId }));
}
