// A person's notifications (issue 35, part 3; decision 058): their page newest first with the
// unread count, the count alone (the bell), read marks, and their channel choices per kind.
// Every route needs a session and reads or writes only the caller's own: another person's
// notification is the 404 of an unknown one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_PAGE_SIZE_DEFAULT,
  NOTIFICATION_PAGE_SIZE_MAX,
  idParamsSchema,
  notificationListQuerySchema,
  notificationListAnswerSchema,
  notificationReadAtSchema,
  notificationPreferencesAnswerSchema,
  notificationPreferencesPutSchema,
  notificationUnreadSchema,
  preferenceChangesOf,
  preferencesAnswerOf,
} from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/route-schemas';
import { requestLanguage } from '../../i18n/translate';
import { changePreferences, markEveryRead, markOneRead, markReadWhereOpened, markTheseRead, notificationsOf, preferencesOf, unreadOf } from '../../notifications/notification-reads';
import { requireUser } from '../../plugins/auth';

const TAG = 'notifications';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "The caller's notifications, newest first, and how many are unread",
        description:
          `The newest \`limit\` (${NOTIFICATION_PAGE_SIZE_DEFAULT} by default, at most ${NOTIFICATION_PAGE_SIZE_MAX}); with \`before\` (a notification's id) those just older than it. ` +
          "`title` is written in the request's language; `link` is a path in the app. `items` holds the same notifications as `notifications`, in issue 35's shape: `url` (the `link`) and `body` (a short sentence in the request's language saying where to look). `unread` counts all of the caller's unread notifications. Kinds: document_shared, payment_due, payment_overdue, payment_received, selection_decided, post_published, message_received (a buyer); selection_requested, message_received (the office).",
        security: bearer,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListAnswerSchema, ...errorResponses(401, 422, 503) },
      },
    },
    (request) => notificationsOf(db(), request.user!, request.query, requestLanguage(request)),
  );

  app.get(
    '/notifications/unread',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "How many of the caller's notifications are unread (the bell's count)",
        security: bearer,
        response: { 200: notificationUnreadSchema, ...errorResponses(401, 503) },
      },
    },
    async (request) => ({ unread: await unreadOf(db(), request.user!) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: 'Marks one of the caller’s notifications read; answers the unread count',
        description: 'Marking a read one again keeps its first read time. Another person’s notification, or an unknown id: 404.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: notificationUnreadSchema, ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (request) => {
      if (!(await markOneRead(db(), request.user!, request.params.id))) throw new AppError('not_found', 'notifications.notFound');
      return { unread: await unreadOf(db(), request.user!) };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "Marks every one of the caller's notifications read",
        security: bearer,
        response: { 200: notificationUnreadSchema, ...errorResponses(401, 503) },
      },
    },
    async (request) => {
      await markEveryRead(db(), request.user!);
      return { unread: await unreadOf(db(), request.user!) };
    },
  );

  app.post(
    '/notifications/read',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: 'Marks the caller’s notifications read — these (`{ ids }`), all (`{ all: true }`), or those of a page opened (`{ link }`); answers the unread count',
        description:
          'Exactly one of the three. `{ ids }`: up to 100 of the caller’s notification ids (another person’s or an unknown id is passed over: nobody learns it exists; a read one keeps its first read time). `{ all: true }`: every one, as POST /notifications/read-all. `{ link }`: the path and query of the page opened (e.g. `/property/12/file`, `/admin/developments/x/units?unit=12`, `/news`). Every unread notification of the caller whose `link`, without its `#fragment`, equals it is marked read (decision 066: opening the file after a payment or a message, or the news, reads them without the bell). None matching: nothing changes, 200 all the same.',
        security: bearer,
        body: notificationReadAtSchema,
        response: { 200: notificationUnreadSchema, ...errorResponses(401, 422, 503) },
      },
    },
    async (request) => {
      const { ids, all, link } = request.body;
      if (ids) await markTheseRead(db(), request.user!, ids);
      else if (all) await markEveryRead(db(), request.user!);
      else await markReadWhereOpened(db(), request.user!, link!);
      return { unread: await unreadOf(db(), request.user!) };
    },
  );

  app.get(
    '/notifications/preferences',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: 'The caller’s channels per kind of notification',
        description:
          'The kinds that concern the caller (the office: selection_requested, message_received; anyone else: the buyer’s kinds). `in_app` is always true; `email` is true unless turned off; `push` is false unless turned on: then each of the caller’s devices subscribed through /push/subscriptions gets a push message of the kind.' +
          ' The same again beside `preferences`, one key per kind (issue 35): `{ "message_received": { "email": true, "push": false }, … }`.',
        security: bearer,
        response: { 200: notificationPreferencesAnswerSchema, ...errorResponses(401, 503) },
      },
    },
    async (request) => preferencesAnswerOf(await preferencesOf(db(), request.user!)),
  );

  app.put(
    '/notifications/preferences',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: 'Changes the caller’s channels of some kinds; answers all of them',
        description:
          'Either `{ preferences: [{ kind, email?, push? }] }` or, as issue 35 names it, `{ [kind]: { email?, push? } }` (some kinds or all), not both and not empty: a channel left out keeps its value. `in_app: false` is refused (422: notifications in the app cannot be turned off); `in_app: true` is accepted and changes nothing. A key that is no kind, or a channel that is not true or false: 422, and nothing changes. Answers as GET.',
        security: bearer,
        body: notificationPreferencesPutSchema,
        response: { 200: notificationPreferencesAnswerSchema, ...errorResponses(401, 422, 503) },
      },
    },
    async (request) => preferencesAnswerOf(await changePreferences(db(), request.user!, preferenceChangesOf(request.body))),
  );
};
