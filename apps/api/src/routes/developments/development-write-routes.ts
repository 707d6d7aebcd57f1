// The Admin's writes to developments (issue 21): create, replace, archive, duplicate, reorder.
// The role is checked onRequest, before the body is read; the body by the contracts' schema
// (422 per field, in the request's language); the work by developments/development-writes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { developmentDuplicateSchema, developmentOrderSchema, developmentWriteResponseSchema, developmentWriteSchema } from '@vitrina/contracts';
import { archiveDevelopment, createDevelopment, duplicateDevelopment, reorderDevelopments, replaceDevelopment } from '../../developments/development-writes';
import { requestLanguage, translate } from '../../i18n/translate';
import { requireAdmin } from '../../plugins/auth';
import { orderMismatch, refuseDevelopment, writeAnswer } from './admin-answer';
import { TAG, bearer, errorResponses, slugParams, type DevelopmentsOptions } from './route-schemas';

const orderAnswer = z.object({ success: z.literal(true), message: z.string() });

export const developmentWriteRoutes: FastifyPluginAsyncZod<DevelopmentsOptions> = async (app, { ctx }) => {
  const db = () => app.database.db;

  app.post(
    '/developments',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Create a development (Admin)',
        description:
          'Slug and code are unique (409). Package prices name unit types the development has (a new one has none yet: 422 on package_prices). ' +
          'time_zone: an IANA zone (America/Cancun; UTC when absent on a POST, kept when absent on a PUT, 422 otherwise) in which its payment schedules count their days: due, overdue, reminders, receipts (decision 057).',
        security: bearer,
        body: developmentWriteSchema,
        response: { 201: developmentWriteResponseSchema, ...errorResponses(401, 403, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const outcome = await createDevelopment(ctx.signal, request.user!.id, request.body);
      if (outcome.kind !== 'done') throw refuseDevelopment(outcome);
      return reply.code(201).send(await writeAnswer(db(), outcome.id, requestLanguage(request), 'developments.created'));
    },
  );

  app.put(
    '/developments/order',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'The Admin’s order of the developments (Admin)',
        description: 'Every development that is not archived, each once (422 otherwise); archived ones may be listed, those left out follow.',
        security: bearer,
        body: developmentOrderSchema,
        response: { 200: orderAnswer, ...errorResponses(401, 403, 422, 503) },
      },
    },
    async (request) => {
      if ((await reorderDevelopments(ctx.signal, request.user!.id, request.body.slugs)) !== 'done') throw orderMismatch();
      return { success: true as const, message: translate('developments.reordered', requestLanguage(request)) };
    },
  );

  app.put(
    '/developments/:slug',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Replace a development (Admin)',
        description: 'The same body as POST; the slug may change (links to the old one then answer 404). Photos and unit types have their own calls.',
        security: bearer,
        params: slugParams,
        body: developmentWriteSchema,
        response: { 200: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await replaceDevelopment(ctx.signal, request.user!.id, request.params.slug, request.body);
      if (outcome.kind !== 'done') throw refuseDevelopment(outcome);
      return writeAnswer(db(), outcome.id, requestLanguage(request), 'developments.updated');
    },
  );

  app.delete(
    '/developments/:slug',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Archive a development (Admin)',
        description: 'Nothing is deleted (units, buyers and the audit trail point at it): it leaves the public site (404) and stays in the Admin’s list.',
        security: bearer,
        params: slugParams,
        response: { 200: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => {
      const outcome = await archiveDevelopment(ctx.signal, request.user!.id, request.params.slug);
      if (outcome.kind !== 'done') throw refuseDevelopment(outcome);
      return writeAnswer(db(), outcome.id, requestLanguage(request), 'developments.archived');
    },
  );

  app.post(
    '/developments/:slug/duplicate',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Duplicate a development under a new slug, code and name (Admin)',
        description: 'Copies everything but the units (unit types get new ids; photos point at the same pictures), as coming soon, last in the order.',
        security: bearer,
        params: slugParams,
        body: developmentDuplicateSchema,
        response: { 201: developmentWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const outcome = await duplicateDevelopment(ctx.signal, request.user!.id, request.params.slug, request.body);
      if (outcome.kind !== 'done') throw refuseDevelopment(outcome);
      return reply.code(201).send(await writeAnswer(db(), outcome.id, requestLanguage(request), 'developments.duplicated'));
    },
  );
};
