// POST /items/upload/{itemId} (Admin): a picture for an item, checked, re-encoded, stored and
// linked by images/item-picture.ts; this reads the one file and maps refusals to 413/415/422/404.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemIdParamsSchema, itemWriteResponseSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { readOneFile } from '../../http/read-one-file';
import { requestLanguage, translate } from '../../i18n/translate';
import { MAX_INPUT_PIXELS } from '../../images/image-processing';
import { prepareUpload, storeItemPicture, type PreparedUpload } from '../../images/item-picture';
import { MAX_UPLOAD_BYTES } from '../../images/upload-check';
import { requireAdmin } from '../../plugins/auth';
import { findItem } from './catalogue-repository';
import { toItemAnswer } from './item-answer';
import { TAG, bearer, errorResponses, type CatalogueOptions } from './route-schemas';

const FIELD = 'image';
const megabytes = MAX_UPLOAD_BYTES / (1024 * 1024);
const megapixels = MAX_INPUT_PIXELS / 1_000_000;

const tooLarge = () => new AppError('payload_too_large', 'catalogue.imageTooLarge', { params: { megabytes } });
const imageRequired = () =>
  new AppError('validation_failed', 'catalogue.imageRequired', { errors: { [FIELD]: ['catalogue.imageRequired'] } });
const itemNotFound = () => new AppError('not_found', 'catalogue.itemNotFound');

/** Every refusal of the file's content: a 413, a 415, or a 422 for an empty file. */
const REFUSALS: Record<Exclude<PreparedUpload['kind'], 'ok'>, () => AppError> = {
  empty: imageRequired,
  'too-many-pixels': () => new AppError('payload_too_large', 'catalogue.imageTooManyPixels', { params: { megapixels } }),
  unsupported: () => new AppError('unsupported_media_type', 'catalogue.imageUnsupported'),
  unreadable: () => new AppError('unsupported_media_type', 'catalogue.imageUnreadable'),
};

/** The uploaded file's bytes, at most MAX_UPLOAD_BYTES of them. */
const readUpload = async (request: FastifyRequest): Promise<Buffer> =>
  (
    await readOneFile(request, {
      field: FIELD,
      maxBytes: MAX_UPLOAD_BYTES,
      notMultipart: () => new AppError('unsupported_media_type', 'catalogue.multipartRequired'),
      missing: imageRequired,
      tooLarge,
    })
  ).bytes;

export const uploadRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, { ctx }) => {
  // Registered here so that only this route parses multipart (the plugin also hooks every
  // request of its scope); the one file may be MAX_UPLOAD_BYTES at most.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });
  app.post(
    '/items/upload/:itemId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Link a picture to an item (Admin; multipart field "image")',
        description:
          `JPEG, PNG, WebP or AVIF, judged by content; at most ${megabytes} MB (413) and ${megapixels} megapixels (413); ` +
          'anything else 415. Stored as WebP at 320/640/1280 px without metadata.',
        consumes: ['multipart/form-data'],
        security: bearer,
        params: itemIdParamsSchema,
        response: { 200: itemWriteResponseSchema, ...errorResponses(401, 403, 404, 413, 415, 422, 503) },
      },
    },
    async (request) => {
      const { itemId } = request.params;
      const prepared = await prepareUpload(await readUpload(request));
      if (prepared.kind !== 'ok') throw REFUSALS[prepared.kind]();
      if ((await storeItemPicture(ctx.signal, itemId, prepared.image)) === 'item-not-found') throw itemNotFound();
      const lang = requestLanguage(request);
      const row = await findItem(app.database.db, itemId);
      if (!row) throw itemNotFound();
      request.log.info({ itemId, image: prepared.image.hash }, 'item image linked');
      return { success: true as const, message: translate('catalogue.imageLinked', lang), item: toItemAnswer(row, lang) };
    },
  );
};
