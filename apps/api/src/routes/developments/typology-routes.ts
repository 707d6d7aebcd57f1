// The Admin's writes to unit types (issue 21): create in a development, edit, remove (409 while
// units or the catalogue depend on it), and remove the floor plan. Cover and floor plan uploads
// are in upload-routes.ts (multipart).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { developmentWriteResponseSchema, idParamsSchema, typologyWriteSchema } from '@vitrina/contracts';
import { createTypology, editTypology, removeTypology, setTypologyFloorPlan } from '../../developments/typology-writes';
import { requestLanguage } from '../../i18n/translate';
import { requireAdmin } from '../../plugins/auth';
import { developmentNotFound, refuseTypology, writeAnswer } from './admin-answer';
import { TAG, bearer, errorResponses, slugParams, type DevelopmentsOptions } from './route-schemas';

export const typologyRoutes: FastifyPluginAsyncZod<DevelopmentsOptions> = async (app, { ctx }) => {
  const db = () => app.database.db;

  app.post(
    '/developments/:slug/typologies',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Add a unit type to a development (Admin)',
        description: 'A code at most once per development (409). New unit types number from 100.',
        security: bearer,
        params: slugParams,
        body: typologyWriteSchema,
        response: { 201: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const outcome = await createTypology(ctx.signal, request.user!.id, request.params.slug, request.body);
      // Here 'not found' is the development the unit type was to join.
      if (outcome.kind === 'not-found') throw developmentNotFound();
      if (outcome.kind !== 'done') throw refuseTypology(outcome);
      return reply.code(201).send(await writeAnswer(db(), outcome.developmentId, requestLanguage(request), 'developments.typologyCreated'));
    },
  );

  app.put(
    '/typologies/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Edit a unit type (Admin)',
        description: 'Its code may change only while no unit and no catalogue item depends on it (409).',
        security: bearer,
        params: idParamsSchema,
        body: typologyWriteSchema,
        response: { 200: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await editTypology(ctx.signal, request.user!.id, request.params.id, request.body);
      if (outcome.kind !== 'done') throw refuseTypology(outcome, true);
      return writeAnswer(db(), outcome.developmentId, requestLanguage(request), 'developments.typologyUpdated');
    },
  );

  app.delete(
    '/typologies/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Remove a unit type (Admin)',
        description: '409 while units use it, or while catalogue items carry its code and no other development has a unit type of that code.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await removeTypology(ctx.signal, request.user!.id, request.params.id);
      if (outcome.kind !== 'done') throw refuseTypology(outcome);
      return writeAnswer(db(), outcome.developmentId, requestLanguage(request), 'developments.typologyDeleted');
    },
  );

  app.delete(
    '/typologies/:id/floor-plan',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Remove a unit type’s floor plan (Admin)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await setTypologyFloorPlan(ctx.signal, request.user!.id, request.params.id, null);
      if (outcome.kind !== 'done') throw refuseTypology(outcome);
      return writeAnswer(db(), outcome.developmentId, requestLanguage(request), 'developments.floorPlanRemoved');
    },
  );
};
