// The office's inbox of unit threads (issue 34, decision 068): GET /messages/threads lists the
// units whose thread has messages, unread first; GET /messages/threads/unread counts them for the
// admin navigation's badge. Office only (Admin, Vitrina, Selecta), checked before anything is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { THREAD_EXCERPT_MAX_LENGTH, THREAD_PAGE_SIZE_DEFAULT, THREAD_PAGE_SIZE_MAX, messageThreadsQuerySchema, messageThreadsSchema, messageThreadsUnreadSchema } from '@vitrina/contracts';
import { notFound } from '../../http/errors';
import { developmentIdOf, listThreads, unreadThreads } from '../../messages/thread-inbox';
import { requireOffice } from '../../plugins/auth';
import { TAG, bearer, errorResponses } from './route-schemas';

export const threadsRoute: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/messages/threads',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: 'The office’s inbox: the units whose thread with their buyer has messages, unread first (the office)',
        description: [
          "Each unit (reserved or sold) whose thread with its current buyer has messages: the unit, its development, the buyer, the last message (its first line, at most " +
            `${THREAD_EXCERPT_MAX_LENGTH} characters; who wrote it; when) and unread: the buyer's messages newer than the office's read mark (reading the thread, GET /units/{id}/messages, moves it). ` +
            'Threads with unread messages first, then by the newest message. `development` (a slug) keeps that development’s units; an unknown one: 404.',
          `Paged: \`limit\` threads (${THREAD_PAGE_SIZE_DEFAULT} by default, at most ${THREAD_PAGE_SIZE_MAX}); \`next\` is the \`before\` of the following page (null: no more). ` +
            'The cursor is the place in the order, so a thread that gets a message meanwhile moves to the top and is not listed twice.',
        ].join('\n\n'),
        security: bearer,
        querystring: messageThreadsQuerySchema,
        response: { 200: messageThreadsSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const { development, before, limit } = request.query;
      let developmentId: number | undefined;
      if (development !== undefined) {
        developmentId = await developmentIdOf(db(), development);
        if (developmentId === undefined) throw notFound('developments.notFound');
      }
      return listThreads(db(), { developmentId, before, limit });
    },
  );

  app.get(
    '/messages/threads/unread',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: 'How many threads have messages the office has not read, and how many messages (the office)',
        description: "threads: units whose buyer wrote after the office's read mark; messages: those messages, over every development. The admin navigation's badge.",
        security: bearer,
        response: { 200: messageThreadsUnreadSchema, ...errorResponses(401, 403, 503) },
      },
    },
    async () => unreadThreads(db()),
  );
};
