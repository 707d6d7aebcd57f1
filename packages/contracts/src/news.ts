// A development's construction news (issue 35, part 2; decision 064): the office writes posts —
// a title and a text in es/en/fr (at least one language), up to POST_PHOTOS_MAX photos, published
// now or at an instant — for the development's buyers or for everyone. Buyers read their
// developments' posts in their language (the others as fallback); a public post also shows on the
// development's public pages. Plain text throughout (shown as text, never as HTML).
import { z } from './zod';
import { INVALID, strictObjectError } from './common';
import { pictureSchema } from './development-answers';
import { LANGUAGES } from './enums';
import { NEWS_MESSAGES } from './messages';
import { POST_AUDIENCES, POST_BODY_MAX_LENGTH, POST_PHOTOS_MAX, POST_TITLE_MAX_LENGTH, hasPostControlCharacter, postTextLength } from './news-limits';

export * from './news-limits';

/** One language's title or text: control characters refused before trimming; '' = not written in it. */
const postText = (max: number, tooLong: string) =>
  z
    .string(INVALID)
    .refine((text) => !hasPostControlCharacter(text), { message: NEWS_MESSAGES.textControlCharacter, abort: true })
    .trim()
    .refine((text) => postTextLength(text) <= max, tooLong)
    .default('');

const postTexts = (max: number, tooLong: string) =>
  z.strictObject({ es: postText(max, tooLong), en: postText(max, tooLong), fr: postText(max, tooLong) }, { error: strictObjectError });

/**
 * POST /admin/developments/{slug}/posts and PUT /admin/posts/{id}. A language counts when it has
 * both a title and a text; one with only one of them is refused on the empty one; Spanish must
 * count (issue 35: a post without its Spanish title is refused; English and French are optional,
 * a reader of theirs without one reads another). `publish_at`: an ISO instant with its offset; absent or null on a create =
 * now; absent on an edit = kept.
 */
export const postWriteSchema = z
  .strictObject(
    {
      title: postTexts(POST_TITLE_MAX_LENGTH, NEWS_MESSAGES.titleRequired),
      body: postTexts(POST_BODY_MAX_LENGTH, NEWS_MESSAGES.bodyRequired),
      audience: z.enum(POST_AUDIENCES, { error: NEWS_MESSAGES.audienceInvalid }),
      publish_at: z.iso.datetime({ offset: true, error: NEWS_MESSAGES.publishAtInvalid }).nullable().optional(),
    },
    { error: strictObjectError },
  )
  .superRefine((post, ctx) => {
    for (const lang of LANGUAGES) {
      const hasTitle = post.title[lang] !== '';
      const hasBody = post.body[lang] !== '';
      if (hasTitle && hasBody) continue;
      if (hasTitle) ctx.addIssue({ code: 'custom', path: ['body', lang], message: NEWS_MESSAGES.bodyRequired });
      else if (hasBody) ctx.addIssue({ code: 'custom', path: ['title', lang], message: NEWS_MESSAGES.titleRequired });
    }
    if (!post.title.es && !post.body.es) {
      ctx.addIssue({ code: 'custom', path: ['title', 'es'], message: NEWS_MESSAGES.languageRequired });
    }
  });
export type PostWrite = z.output<typeof postWriteSchema>;
export type PostWriteInput = z.input<typeof postWriteSchema>;

/** PUT /admin/posts/{id}/photos/order: every photo of the post, each once. */
export const postPhotoOrderSchema = z.strictObject(
  { ids: z.array(z.number(INVALID).int(INVALID).positive(INVALID), INVALID).max(POST_PHOTOS_MAX, NEWS_MESSAGES.photoOrderMismatch) },
  { error: strictObjectError },
);
export type PostPhotoOrder = z.output<typeof postPhotoOrderSchema>;

export const postPhotoSchema = z.object({ id: z.number().int().positive(), picture: pictureSchema });
export type PostPhoto = z.infer<typeof postPhotoSchema>;

const localized = z.object({ es: z.string(), en: z.string(), fr: z.string() });
const instant = z.iso.datetime({ offset: true });

/** A post as the office reads it: every language, whether it is published yet. */
export const officePostSchema = z.object({
  id: z.number().int().positive(),
  development: z.object({ slug: z.string(), name: z.string() }),
  title: localized,
  body: localized,
  audience: z.enum(POST_AUDIENCES),
  publish_at: instant,
  /** publish_at has passed: buyers (and, for a public post, everyone) read it. */
  published: z.boolean(),
  photos: z.array(postPhotoSchema),
  created_at: instant,
  updated_at: instant,
});
export type OfficePost = z.infer<typeof officePostSchema>;

/** GET /admin/developments/{slug}/posts: newest publication first, scheduled ones included. */
export const officePostListSchema = z.object({ posts: z.array(officePostSchema) });
export type OfficePostList = z.infer<typeof officePostListSchema>;

/** The answer of a write: a translated confirmation and the post as it now is. */
export const postWriteResponseSchema = z.object({ message: z.string(), post: officePostSchema });
export type PostWriteResponse = z.infer<typeof postWriteResponseSchema>;

export const postDeleteResponseSchema = z.object({ message: z.string() });

/** A published post as a reader gets it: one language's title and text (the asked one, else a fallback). */
export const readerPostSchema = z.object({
  id: z.number().int().positive(),
  development: z.object({ slug: z.string(), name: z.string() }),
  /** The language the title and text are in: the request's when the post has it, else es, en, fr. */
  lang: z.enum(LANGUAGES),
  title: z.string(),
  body: z.string(),
  audience: z.enum(POST_AUDIENCES),
  publish_at: instant,
  photos: z.array(postPhotoSchema),
});
export type ReaderPost = z.infer<typeof readerPostSchema>;

/** GET /news (a buyer's developments) and GET /developments/{slug}/posts (public): newest first. */
export const readerPostListSchema = z.object({ posts: z.array(readerPostSchema) });
export type ReaderPostList = z.infer<typeof readerPostListSchema>;
