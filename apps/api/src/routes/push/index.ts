// Web push (decision 065): the server's public VAPID key (what a browser subscribes with), and a
// person's devices: this device's subscription saved (per person, by its push address) or
// removed (the caller's own only). A push address must be https on a host of PUSH_ENDPOINT_HOSTS
// (the browsers' push services by default): the server POSTs to it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUSH_MESSAGES, pushKeySchema, pushSubscriptionDeleteSchema, pushSubscriptionWriteSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/route-schemas';
import { requireUser } from '../../plugins/auth';
import { endpointAllowed } from '../../push/push-endpoints';
import { subscribeDevice } from '../../push/push-devices';
import { deleteOwnSubscription } from '../../push/push-repository';

const TAG = 'push';

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/push/key',
    {
      schema: {
        tags: [TAG],
        summary: "The server's VAPID public key (base64url): the applicationServerKey of PushManager.subscribe",
        description: 'The same on every instance: from VAPID_PUBLIC_KEY, else generated on the first start and kept in the database.',
        response: { 200: pushKeySchema, ...errorResponses(503) },
      },
    },
    async () => ({ public_key: await app.push.publicKey() }),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "Saves this device's push subscription for the caller",
        description:
          'The body is PushSubscription.toJSON(). The endpoint must be https on a push service of PUSH_ENDPOINT_HOSTS (422 `push.endpointNotAllowed`); p256dh a 65-byte P-256 key and auth 16 bytes, base64url (422 `push.keyInvalid`). Saving an endpoint again renews it; an endpoint another person saved becomes the caller’s (one browser profile, one address). A person keeps their 10 newest devices. Which kinds are pushed is their `push` preference (GET/PUT /notifications/preferences), off by default: the first device of a person with every kind off turns it on for each kind that concerns them.',
        security: bearer,
        body: pushSubscriptionWriteSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(401, 422, 503) },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      if (!endpointAllowed(endpoint, app.config.push.endpointHosts)) {
        throw new AppError('validation_failed', 'common.validationFailed', { errors: { endpoint: [PUSH_MESSAGES.endpointNotAllowed] } });
      }
      await subscribeDevice(db(), request.user!, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "Removes this device's push subscription (the caller's own; idempotent)",
        description: 'By its endpoint. An endpoint the caller has not saved (unknown, or another person’s) changes nothing: 204 still.',
        security: bearer,
        body: pushSubscriptionDeleteSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(401, 422, 503) },
      },
    },
    async (request, reply) => {
      await deleteOwnSubscription(db(), request.user!.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
