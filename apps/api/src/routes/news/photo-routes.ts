// A news post's photos (decision 064), by the office: add one (multipart "image": judged by
// content and re-encoded to WebP at responsive widths, like the catalogue's pictures), remove
// one, order them. At most POST_PHOTOS_MAX per post (the next is a 422, as issue 35 asks). Each in the audit trail.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POST_PHOTOS_MAX, idParamsSchema, postPhotoOrderSchema, postWriteResponseSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { readOneFile } from '../../http/read-one-file';
import { requestLanguage, translate } from '../../i18n/translate';
import { MAX_INPUT_PIXELS } from '../../images/image-processing';
import { prepareUpload, type PreparedUpload } from '../../images/item-picture';
import { MAX_UPLOAD_BYTES } from '../../images/upload-check';
import { addPostPhoto, removePostPhoto, reorderPostPhotos } from '../../news/post-writes';
import { requireOffice } from '../../plugins/auth';
import { officePostById, refusePost } from './post-answer';
import { TAG, bearer, errorResponses } from './route-schemas';

const MB = 1024 * 1024;
const imageRequired = () => new AppError('validation_failed', 'catalogue.imageRequired', { errors: { image: ['catalogue.imageRequired'] } });

/** The refusals of a picture's content, as the item pictures answer them. */
const PICTURE_REFUSALS: Record<Exclude<PreparedUpload['kind'], 'ok'>, () => AppError> = {
  empty: imageRequired,
  'too-many-pixels': () => new AppError('payload_too_large', 'catalogue.imageTooManyPixels', { params: { megapixels: MAX_INPUT_PIXELS / 1_000_000 } }),
  unsupported: () => new AppError('unsupported_media_type', 'catalogue.imageUnsupported'),
  unreadable: () => new AppError('unsupported_media_type', 'catalogue.imageUnreadable'),
};

const photoNotFound = () => new AppError('not_found', 'news.photoNotFound');

export const newsPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Only these routes parse multipart (the plugin hooks every request of its scope).
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 } });

  const answer = async (postId: number, lang: ReturnType<typeof requestLanguage>, key: string) => {
    const now = app.now();
    return { message: translate(key, lang), post: await officePostById(db(), postId, now) };
  };

  // The office's address and the one issue 35 names; same rules.
  for (const url of ['/admin/posts/:id/photos', '/posts/:id/photos'] as const) app.post(
    url,
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: 'Add a photo to a news post (the office; multipart "image")',
        description: `JPEG, PNG, WebP or AVIF judged by content (else 415), at most ${MAX_UPLOAD_BYTES / MB} MB (else 413); at most ${POST_PHOTOS_MAX} per post (else 422, nothing stored). Last in the post's order.`,
        consumes: ['multipart/form-data'],
        security: bearer,
        params: idParamsSchema,
        response: { 201: postWriteResponseSchema, ...errorResponses(401, 403, 404, 413, 415, 422, 503) },
      },
    },
    async (request, reply) => {
      const upload = await readOneFile(request, {
        field: 'image',
        maxBytes: MAX_UPLOAD_BYTES,
        notMultipart: () => new AppError('unsupported_media_type', 'catalogue.multipartRequired'),
        missing: imageRequired,
        tooLarge: () => new AppError('payload_too_large', 'developments.fileTooLarge', { params: { megabytes: Math.round(MAX_UPLOAD_BYTES / MB) } }),
      });
      const prepared = await prepareUpload(upload.bytes);
      if (prepared.kind !== 'ok') throw PICTURE_REFUSALS[prepared.kind]();
      const outcome = await addPostPhoto(db(), request.user!.id, request.params.id, prepared.image, app.now());
      if (outcome.kind !== 'done') throw refusePost(outcome);
      return reply.code(201).send(await answer(outcome.postId, requestLanguage(request), 'news.photoAdded'));
    },
  );

  app.delete(
    '/admin/post-photos/:id',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "Remove a news post's photo (the office)",
        description: 'Its stored picture goes too when nothing else shows it.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: postWriteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await removePostPhoto(db(), request.user!.id, request.params.id, app.now());
      if (outcome.kind !== 'done') throw refusePost(outcome, photoNotFound);
      return answer(outcome.postId, requestLanguage(request), 'news.photoDeleted');
    },
  );

  app.put(
    '/admin/posts/:id/photos/order',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "A news post's photos in a new order (the office)",
        description: 'Every photo of the post, each once (422 otherwise).',
        security: bearer,
        params: idParamsSchema,
        body: postPhotoOrderSchema,
        response: { 200: postWriteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await reorderPostPhotos(db(), request.user!.id, request.params.id, request.body.ids, app.now());
      if (outcome.kind !== 'done') throw refusePost(outcome);
      return answer(outcome.postId, requestLanguage(request), 'news.photosReordered');
    },
  );
};
