// POST /items/upload/{itemId} (Admin): a picture for an item. Checked by its bytes, decoded
// once, re-encoded to WebP without metadata, then stored and linked in one transaction: when
// any step fails (unknown item included) nothing is left behind.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemIdParamsSchema, itemWriteResponseSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { readOneFile } from '../../http/read-one-file';
import { requestLanguage, translate } from '../../i18n/translate';
import { MAX_INPUT_PIXELS, processImage, type ProcessedImage } from '../../images/image-processing';
import { deleteImageIfUnused, saveImage } from '../../images/image-repository';
import { MAX_UPLOAD_BYTES, inspectUpload } from '../../images/upload-check';
import { requireAdmin } from '../../plugins/auth';
import { findItem, linkImage } from './catalogue-repository';
import { toItemAnswer } from './item-answer';
import { TAG, bearer, errorResponses, type CatalogueOptions } from './route-schemas';

const FIELD = 'image';
const megabytes = MAX_UPLOAD_BYTES / (1024 * 1024);
const megapixels = MAX_INPUT_PIXELS / 1_000_000;

const tooLarge = () => new AppError('payload_too_large', 'catalogue.imageTooLarge', { params: { megabytes } });
const tooManyPixels = () => new AppError('payload_too_large', 'catalogue.imageTooManyPixels', { params: { megapixels } });
const unsupported = () => new AppError('unsupported_media_type', 'catalogue.imageUnsupported');
const unreadable = () => new AppError('unsupported_media_type', 'catalogue.imageUnreadable');
const imageRequired = () =>
  new AppError('validation_failed', 'catalogue.imageRequired', { errors: { [FIELD]: ['catalogue.imageRequired'] } });

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++, e = (e as { cause?: unknown }).cause) {
    if (codeOf(e) === '23503') return true;
  }
  return false;
}

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

/** Checks the bytes, then decodes and re-encodes them; every refusal is a 413 or a 415. */
async function toStoredImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw imageRequired();
  const verdict = await inspectUpload(bytes);
  if (!verdict.ok) {
    if (verdict.reason === 'too_many_pixels') throw tooManyPixels();
    throw verdict.reason === 'unreadable' ? unreadable() : unsupported();
  }
  try {
    return await processImage(bytes);
  } catch (error) {
    // The header said one thing, the pixels another (truncated or corrupt data).
    if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels();
    throw unreadable();
  }
}

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
      const processed = await toStoredImage(await readUpload(request));
      const store = () =>
        ctx.signal.transaction(async (tx) => {
          const imageId = await saveImage(tx, processed);
          const linked = await linkImage(tx, itemId, imageId);
          // Thrown inside: the picture just stored is rolled back with the rest.
          if (!linked) throw new AppError('not_found', 'catalogue.itemNotFound');
          if (linked.previous !== null && linked.previous !== imageId) await deleteImageIfUnused(tx, linked.previous);
        });
      try {
        await store();
      } catch (error) {
        // The same picture was being dropped by another upload as we linked it: store it anew.
        if (!isForeignKeyViolation(error)) throw error;
        await store();
      }
      const lang = requestLanguage(request);
      const row = await findItem(app.database.db, itemId);
      if (!row) throw new AppError('not_found', 'catalogue.itemNotFound');
      request.log.info({ itemId, image: processed.hash }, 'item image linked');
      return { success: true as const, message: translate('catalogue.imageLinked', lang), item: toItemAnswer(row, lang) };
    },
  );
};
