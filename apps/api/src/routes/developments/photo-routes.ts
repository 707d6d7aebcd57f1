// The Admin's writes to a development's photos (issue 21), but the upload (upload-routes.ts):
// alt text and cover (one per page), a page's order, removal.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { developmentWriteResponseSchema, idParamsSchema, photoOrderSchema, photoUpdateSchema } from '@vitrina/contracts';
import { editPhoto, removePhoto, reorderPhotos } from '../../developments/photo-writes';
import { requestLanguage } from '../../i18n/translate';
import { requireAdmin } from '../../plugins/auth';
import { refusePhoto, writeAnswer } from './admin-answer';
import { TAG, bearer, errorResponses, slugParams, type DevelopmentsOptions } from './route-schemas';

export const photoRoutes: FastifyPluginAsyncZod<DevelopmentsOptions> = async (app, { ctx }) => {
  const db = () => app.database.db;

  app.put(
    '/development-photos/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'A photo’s alt text and whether it is its page’s cover (Admin)',
        description: 'Making it the cover unsets the page’s other cover in the same transaction.',
        security: bearer,
        params: idParamsSchema,
        body: photoUpdateSchema,
        response: { 200: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await editPhoto(ctx.signal, request.user!.id, request.params.id, request.body);
      if (outcome.kind !== 'done') throw refusePhoto(outcome, 'developments.photoNotFound');
      return writeAnswer(db(), outcome.developmentId, requestLanguage(request), 'developments.photoUpdated');
    },
  );

  app.put(
    '/developments/:slug/photos/order',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'One page’s photos in a new order (Admin)',
        description: 'Every photo of the page, each once (422 otherwise).',
        security: bearer,
        params: slugParams,
        body: photoOrderSchema,
        response: { 200: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const { page, ids } = request.body;
      const outcome = await reorderPhotos(ctx.signal, request.user!.id, request.params.slug, page, ids);
      if (outcome.kind !== 'done') throw refusePhoto(outcome, 'developments.notFound');
      return writeAnswer(db(), outcome.developmentId, requestLanguage(request), 'developments.photosReordered');
    },
  );

  app.delete(
    '/development-photos/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Remove a photo (Admin)',
        description: 'Its stored picture goes too when nothing else shows it.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await removePhoto(ctx.signal, request.user!.id, request.params.id);
      if (outcome.kind !== 'done') throw refusePhoto(outcome, 'developments.photoNotFound');
      return writeAnswer(db(), outcome.developmentId, requestLanguage(request), 'developments.photoDeleted');
    },
  );
};
