// Messages between a unit's buyer and the office (issue 34, the owner's file, third slice;
// decision 049): one thread per unit and buyer, read and written by the buyer (while the unit is
// reserved or sold) and by the office (Admin, Vitrina, Selecta: one side, one read mark). Anyone
// else gets the 404 of an unknown unit, so nobody learns that a thread exists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_LIMIT,
  MESSAGE_PAGE_SIZE_DEFAULT,
  MESSAGE_PAGE_SIZE_MAX,
  idParamsSchema,
  messageThreadQuerySchema,
  messageThreadSchema,
  messageUnreadSchema,
  messageWriteResponseSchema,
  messageWriteSchema,
} from '@vitrina/contracts';
import { forgetExpiredKeys, idempotencyHeadersSchema, idempotencyKeyOf, requestHash, runOnce, type Tx } from '../../http/idempotency';
import { requestLanguage } from '../../i18n/translate';
import { postMessageIn, readThread, unreadCount } from '../../messages/message-thread';
import { requireUser } from '../../plugins/auth';
import { loadPublicConfig } from '../../settings/public-config';
import { TAG, bearer, checkPoster, errorResponses, limitKey, refusePost, unitNotFound } from './route-schemas';
import { threadsRoute } from './threads-route';

/** Says that the answer is the stored one of an earlier request with the same key (as POST /contact). */
const REPLAYED_HEADER = 'idempotent-replayed';

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  await app.register(threadsRoute);

  app.get(
    '/units/:id/messages',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "A page of a unit's messages between its buyer and the office, oldest first, and the reader's unread count (the office; the unit's buyer)",
        description: [
          "The thread of the unit and its current buyer (its user while reserved or sold; a unit sold again starts a new thread). unread: the other side's messages newer than this side's read mark, as it was before this read, in the whole thread; " +
            'reading the newest page moves the mark to the newest message (the office is one side: one mark for every office account). A unit with no buyer: an empty thread for the office. Anyone else: 404, as for an unknown unit.',
          `Paged: the newest \`limit\` messages (${MESSAGE_PAGE_SIZE_DEFAULT} by default, at most ${MESSAGE_PAGE_SIZE_MAX}), oldest first. \`has_earlier: true\` says older messages exist: ask again with \`before\` set to the id of the first message you hold, for the \`limit\` messages just before it (reading an earlier page leaves the read mark). ` +
            '`before` need not be a message of this thread: it is a bound on the ids.',
        ].join('\n\n'),
        security: bearer,
        params: idParamsSchema,
        querystring: messageThreadQuerySchema,
        response: { 200: messageThreadSchema, ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (request) => {
      const thread = await readThread(db(), request.user!, request.params.id, requestLanguage(request), request.query);
      if (!thread) throw unitNotFound();
      return thread;
    },
  );

  app.get(
    '/units/:id/messages/unread',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "How many of the other side's messages the reader has not read, without reading the thread (the office; the unit's buyer)",
        description:
          "unread: the other side's messages newer than this side's read mark. The mark does not move: this is the count a way into the thread shows (the buyer's \"My file\"). A unit with no buyer: 0 for the office. Anyone else: 404, as for an unknown unit.",
        security: bearer,
        params: idParamsSchema,
        response: { 200: messageUnreadSchema, ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (request) => {
      const unread = await unreadCount(db(), request.user!, request.params.id);
      if (unread === undefined) throw unitNotFound();
      return { unread };
    },
  );

  app.post(
    '/units/:id/messages',
    {
      onRequest: requireUser,
      preValidation: checkPoster(db),
      schema: {
        tags: [TAG],
        summary: "Write to a unit's thread (the unit's buyer; the office): the other side is mailed",
        description: [
          `body: plain text, trimmed, 1 to ${MESSAGE_BODY_MAX_LENGTH} characters; control characters other than line breaks and tabs: 422. ` +
            "The office's message is mailed to the buyer in their language; the buyer's to the office's sales address (Settings, else SALES_EMAIL), queued in the message's transaction. " +
            'A unit with no buyer: 409. Anyone outside the thread: 404, before the body is read. ' +
            `At most ${MESSAGE_LIMIT.max} messages per account and unit in ${MESSAGE_LIMIT.windowMinutes} minutes, then 429. Not written to the unit's history: the thread is its own record.`,
          `With an \`${IDEMPOTENCY_KEY_HEADER}\` header, the same request sent again posts nothing more and gets the first answer (with \`Idempotent-Replayed: true\`); the same key with another body: 422 idempotency_key_reused.`,
        ].join('\n\n'),
        security: bearer,
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: messageWriteSchema,
        response: { 201: messageWriteResponseSchema, ...errorResponses(401, 404, 409, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const writer = request.user!;
      const unitId = request.params.id;
      // Settings may point the office's mail elsewhere than SALES_EMAIL (as the leads' mail).
      const salesEmail = (await loadPublicConfig(db(), app.config)).salesEmail || null;
      const work = async (tx: Tx) => {
        const outcome = await postMessageIn(tx, app.mailer, writer, unitId, request.body.body, salesEmail, lang);
        if (outcome.kind !== 'done') throw refusePost(outcome);
        return { answer: { status: 201, body: outcome.message }, result: null };
      };
      const key = idempotencyKeyOf(request);
      if (!key) {
        const { answer } = await db().transaction(work);
        app.mailer.nudge();
        return reply.code(201).send(answer.body);
      }
      // The writer is part of the scope: two people's keys never meet.
      const claim = { scope: `POST /units/${unitId}/messages user ${writer.id}`, key, requestHash: requestHash(request.body) };
      const outcome = await runOnce(db(), claim, work);
      if (outcome.replayed) {
        // Nothing was posted: the attempt is not counted against the limit.
        await request.limits.undo(limitKey(writer.id, unitId));
        return reply.header(REPLAYED_HEADER, 'true').code(201).send(outcome.answer.body);
      }
      app.mailer.nudge();
      await forgetExpiredKeys(db(), request.log);
      return reply.code(201).send(outcome.answer.body);
    },
  );
};
