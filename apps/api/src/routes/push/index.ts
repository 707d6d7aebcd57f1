// Web push (decision 065): the server's public VAPID key (what a browser subscribes with), and a
// person's devices: this device's subscription saved (per person, by its push address) or
// removed (the caller's own only); the caller's devices listed, and one removed by id (decision 066). A push address must be https on a host of PUSH_ENDPOINT_HOSTS
// (the browsers' push services by default): the server POSTs to it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUSH_MESSAGES, idParamsSchema, pushDeviceListSchema, pushKeySchema, pushPublicKeySchema, pushSubscriptionDeleteSchema, pushSubscriptionWriteSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/route-schemas';
import { requireUser } from '../../plugins/auth';
import { isP256PublicKey } from '../../push/p256-key';
import { endpointAllowed, pushServiceOf } from '../../push/push-endpoints';
import { subscribeDevice } from '../../push/push-devices';
import { deleteOwnDevice, deleteOwnSubscription, ownDevices } from '../../push/push-repository';

const TAG = 'push';

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/push/public-key',
    {
      schema: {
        tags: [TAG],
        summary: "The server's VAPID public key (base64url): the applicationServerKey of PushManager.subscribe",
        description: 'The same on every instance: from VAPID_PUBLIC_KEY, else generated on the first start and kept in the database. The address and shape issue 35 names (`{ key }`).',
        response: { 200: pushPublicKeySchema, ...errorResponses(503) },
      },
    },
    async () => ({ key: await app.push.publicKey() }),
  );

  app.get(
    '/push/key',
    {
      schema: {
        tags: [TAG],
        deprecated: true,
        summary: "The server's VAPID public key as `{ public_key }` (kept for clients built before GET /push/public-key)",
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
      if (!isP256PublicKey(keys.p256dh)) {
        throw new AppError('validation_failed', 'common.validationFailed', { errors: { 'keys.p256dh': [PUSH_MESSAGES.keyInvalid] } });
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

  app.get(
    '/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "The caller's push devices, the last renewed first (decision 066)",
        description: '`service`: the push service of its address (google: Chrome, Edge, Opera, Samsung Internet…; mozilla: Firefox; apple: Safari and every browser on iOS; microsoft: Edge on Windows). `endpoint` lets a browser find itself in the list. A device is renewed each time its person opens the profile on it.',
        security: bearer,
        response: { 200: pushDeviceListSchema, ...errorResponses(401, 503) },
      },
    },
    async (request) => ({
      devices: (await ownDevices(db(), request.user!.id)).map((d) => ({
        id: d.id,
        service: pushServiceOf(d.endpoint),
        endpoint: d.endpoint,
        created_at: d.createdAt.toISOString(),
        updated_at: d.updatedAt.toISOString(),
      })),
    }),
  );

  app.delete(
    '/push/subscriptions/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: 'Removes one of the caller’s push devices (from the list on the profile)',
        description: 'Its queued messages go with it. Another person’s device, or an unknown id: 404.',
        security: bearer,
        params: idParamsSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      if (!(await deleteOwnDevice(db(), request.user!.id, request.params.id))) throw new AppError('not_found', 'push.deviceNotFound');
      return reply.status(204).send(null);
    },
  );
};
