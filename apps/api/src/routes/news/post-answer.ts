// A post as the API answers it (decision 064): the office's (every language, published or not)
// and a reader's (one language: the request's when the post has it, else es, en, fr), with its
// photos' pictures. Also the refusals of the writes' outcomes, as AppErrors.
import { LANGUAGES, POST_PHOTOS_MAX, type Language, type OfficePost, type Picture, type PostAudience, type PostPhoto, type ReaderPost } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import type { PostOutcome } from '../../news/post-writes';
import { findPost, photosOf, type PictureRef, type PostPhotoRow, type PostRow } from '../../news/posts-repository';
import { AppError } from '../../http/errors';
import { DISPLAY_WIDTH, chooseVariantWidth, imageSrcset, imageUrl } from '../../images/image-urls';

function toPicture(ref: PictureRef | null): Picture | null {
  const variants = ref?.variants ?? [];
  if (!ref || variants.length === 0) return null;
  const width = chooseVariantWidth(
    variants.map((v) => v.w),
    DISPLAY_WIDTH,
  );
  const shown = variants.find((v) => v.w === width)!;
  return { url: imageUrl(ref.hash, shown.w), srcset: imageSrcset(ref.hash, variants.map((v) => v.w)), width: shown.w, height: shown.h, color: ref.color };
}

function photosByPost(rows: PostPhotoRow[]): Map<number, PostPhoto[]> {
  const out = new Map<number, PostPhoto[]>();
  for (const row of rows) {
    const picture = toPicture(row.picture);
    if (!picture) continue;
    const list = out.get(row.postId) ?? [];
    list.push({ id: row.id, picture });
    out.set(row.postId, list);
  }
  return out;
}

/** The language a reader gets: the asked one when the post has it, else es, en, fr. */
export function languageFor(post: Pick<PostRow, 'title' | 'body'>, lang: Language): Language {
  return ([lang, 'es', ...LANGUAGES] as Language[]).find((l) => post.title[l] && post.body[l]) ?? lang;
}

export async function officePostsOf(db: Db, posts: PostRow[], now: Date): Promise<OfficePost[]> {
  const photos = photosByPost(await photosOf(db, posts.map((p) => p.id)));
  return posts.map((p) => ({
    id: p.id,
    development: { slug: p.slug, name: p.developmentName },
    title: { es: p.title.es, en: p.title.en, fr: p.title.fr },
    body: { es: p.body.es, en: p.body.en, fr: p.body.fr },
    audience: p.audience as PostAudience,
    publish_at: p.publishAt.toISOString(),
    published: p.publishAt.getTime() <= now.getTime(),
    photos: photos.get(p.id) ?? [],
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }));
}

export async function readerPostsOf(db: Db, posts: PostRow[], lang: Language): Promise<ReaderPost[]> {
  const photos = photosByPost(await photosOf(db, posts.map((p) => p.id)));
  return posts.map((p) => {
    const shown = languageFor(p, lang);
    return {
      id: p.id,
      development: { slug: p.slug, name: p.developmentName },
      lang: shown,
      title: p.title[shown],
      body: p.body[shown],
      audience: p.audience as PostAudience,
      publish_at: p.publishAt.toISOString(),
      photos: photos.get(p.id) ?? [],
    };
  });
}

/** The post as the office now reads it (after a write). */
export async function officePostById(db: Db, id: number, now: Date): Promise<OfficePost> {
  const post = await findPost(db, id);
  if (!post) throw postNotFound();
  return (await officePostsOf(db, [post], now))[0]!;
}

/** A title for a confirmation: the request's language, else the first the post has. */
export const titleFor = (post: Pick<OfficePost, 'title' | 'body'>, lang: Language) => post.title[languageFor(post, lang)];

export const postNotFound = () => new AppError('not_found', 'news.postNotFound');

export function refusePost(outcome: Exclude<PostOutcome, { kind: 'done' }>, notFound = postNotFound): AppError {
  switch (outcome.kind) {
    case 'not-found':
      return notFound();
    case 'too-many':
      return new AppError('validation_failed', 'news.tooManyPhotos', { params: { max: POST_PHOTOS_MAX } });
    case 'mismatch':
      return new AppError('validation_failed', 'common.validationFailed', { errors: { ids: ['news.photoOrderMismatch'] } });
  }
}
