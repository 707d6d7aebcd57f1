// The Admin's uploads (issue 21, multipart): a development photo (`image` and the field `page`),
// a unit type's cover (`image`) and floor plan (`file`: a picture or a PDF). Pictures go through
// the item pictures' pipeline (judged by content, re-encoded to WebP at responsive widths).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVELOPMENT_MESSAGES, FLOOR_PLAN_PDF_MAX_BYTES, developmentWriteResponseSchema, idParamsSchema, photoPageSchema } from '@vitrina/contracts';
import { FLOOR_PLAN_MAX_BYTES, prepareFloorPlan, type PreparedFloorPlan } from '../../developments/floor-plan';
import { addPhoto } from '../../developments/photo-writes';
import { setTypologyCover, setTypologyFloorPlan } from '../../developments/typology-writes';
import { AppError } from '../../http/errors';
import { readFileWithFields, readOneFile, type OneFileRules } from '../../http/read-one-file';
import { requestLanguage } from '../../i18n/translate';
import { MAX_INPUT_PIXELS } from '../../images/image-processing';
import { prepareUpload, type PreparedUpload } from '../../images/item-picture';
import { MAX_UPLOAD_BYTES } from '../../images/upload-check';
import { requireAdmin } from '../../plugins/auth';
import { refusePhoto, refuseTypology, writeAnswer } from './admin-answer';
import { TAG, bearer, errorResponses, slugParams, type DevelopmentsOptions } from './route-schemas';

const MB = 1024 * 1024;
const required = (field: string, key: string) => () => new AppError('validation_failed', key, { errors: { [field]: [key] } });
const rules = (field: string, maxBytes: number, missingKey: string): OneFileRules => ({
  field,
  maxBytes,
  notMultipart: () => new AppError('unsupported_media_type', 'catalogue.multipartRequired'),
  missing: required(field, missingKey),
  tooLarge: () => new AppError('payload_too_large', 'developments.fileTooLarge', { params: { megabytes: Math.round(maxBytes / MB) } }),
});

/** The refusals of a picture's content, as the item pictures answer them. */
const PICTURE_REFUSALS: Record<Exclude<PreparedUpload['kind'], 'ok'>, () => AppError> = {
  empty: required('image', 'catalogue.imageRequired'),
  'too-many-pixels': () => new AppError('payload_too_large', 'catalogue.imageTooManyPixels', { params: { megapixels: MAX_INPUT_PIXELS / 1_000_000 } }),
  unsupported: () => new AppError('unsupported_media_type', 'catalogue.imageUnsupported'),
  unreadable: () => new AppError('unsupported_media_type', 'catalogue.imageUnreadable'),
};

async function readPicture(request: FastifyRequest) {
  const prepared = await prepareUpload((await readOneFile(request, rules('image', MAX_UPLOAD_BYTES, 'catalogue.imageRequired'))).bytes);
  if (prepared.kind !== 'ok') throw PICTURE_REFUSALS[prepared.kind]();
  return prepared.image;
}

function floorPlanRefusal(prepared: Exclude<PreparedFloorPlan, { kind: 'ok' }>): AppError {
  if (prepared.kind === 'too-large') return new AppError('payload_too_large', 'developments.fileTooLarge', { params: { megabytes: Math.round(prepared.maxBytes / MB) } });
  if (prepared.kind === 'empty') return required('file', 'developments.fileRequired')();
  if (prepared.kind === 'unsupported') return new AppError('unsupported_media_type', 'developments.floorPlanUnsupported');
  return PICTURE_REFUSALS[prepared.kind]();
}

const multipartDoc = { consumes: ['multipart/form-data'], security: bearer, response: { 200: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 413, 415, 422, 503) } };

export const uploadRoutes: FastifyPluginAsyncZod<DevelopmentsOptions> = async (app, { ctx }) => {
  const db = () => app.database.db;
  // Only these routes parse multipart (the plugin hooks every request of its scope).
  await app.register(fastifyMultipart, { limits: { fileSize: FLOOR_PLAN_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 } });

  app.post(
    '/developments/:slug/photos',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Add a photo to one of a development’s pages (Admin; multipart "image" and "page")',
        description: `JPEG, PNG, WebP or AVIF judged by content (else 415), at most ${MAX_UPLOAD_BYTES / MB} MB; page one of the contracts' pages (else 422); at most PHOTOS_PER_PAGE_MAX per page (409).`,
        params: slugParams,
        ...multipartDoc,
        response: { 201: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 413, 415, 422, 503) },
      },
    },
    async (request, reply) => {
      const upload = await readFileWithFields(request, rules('image', MAX_UPLOAD_BYTES, 'catalogue.imageRequired'));
      const page = photoPageSchema.safeParse(upload.fields.page);
      if (!page.success) throw new AppError('validation_failed', 'common.validationFailed', { errors: { page: [DEVELOPMENT_MESSAGES.pageInvalid] } });
      const prepared = await prepareUpload(upload.bytes);
      if (prepared.kind !== 'ok') throw PICTURE_REFUSALS[prepared.kind]();
      const outcome = await addPhoto(ctx.signal, request.user!.id, request.params.slug, page.data, prepared.image);
      if (outcome.kind !== 'done') throw refusePhoto(outcome, 'developments.notFound');
      return reply.code(201).send(await writeAnswer(db(), outcome.developmentId, requestLanguage(request), 'developments.photoAdded'));
    },
  );

  app.post(
    '/typologies/:id/cover',
    {
      onRequest: requireAdmin,
      schema: { tags: [TAG], summary: 'A unit type’s cover picture (Admin; multipart "image")', params: idParamsSchema, ...multipartDoc },
    },
    async (request) => {
      const outcome = await setTypologyCover(ctx.signal, request.user!.id, request.params.id, await readPicture(request));
      if (outcome.kind !== 'done') throw refuseTypology(outcome);
      return writeAnswer(db(), outcome.developmentId, requestLanguage(request), 'developments.coverSet');
    },
  );

  app.post(
    '/typologies/:id/floor-plan',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'A unit type’s floor plan: a picture or a PDF (Admin; multipart "file")',
        description: `A PDF (judged by its %PDF- header, at most ${FLOOR_PLAN_PDF_MAX_BYTES / MB} MB) is kept as uploaded and served by GET /files/{hash}; a picture goes through the picture pipeline. Anything else: 415.`,
        params: idParamsSchema,
        ...multipartDoc,
      },
    },
    async (request) => {
      const prepared = await prepareFloorPlan((await readOneFile(request, rules('file', FLOOR_PLAN_MAX_BYTES, 'developments.fileRequired'))).bytes);
      if (prepared.kind !== 'ok') throw floorPlanRefusal(prepared);
      const outcome = await setTypologyFloorPlan(ctx.signal, request.user!.id, request.params.id, prepared.plan);
      if (outcome.kind !== 'done') throw refuseTypology(outcome);
      return writeAnswer(db(), outcome.developmentId, requestLanguage(request), 'developments.floorPlanSet');
    },
  );

};
