// Web push (issue 35, part 3; decision 065): a device's subscription — the push service's
// address and the browser's keys, as PushSubscription.toJSON() gives them — and the server's
// public VAPID key the browser subscribes with. Which push services are accepted is the API's
// rule (PUSH_ENDPOINT_HOSTS), checked on the server.
import { z } from './zod';
import { strictObjectError } from './common';
import { PUSH_MESSAGES } from './messages';

/** The longest push address accepted (the services' are about 200–500 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/**
 * p256dh: an uncompressed P-256 point (65 bytes, first byte 0x04, so its base64url starts with
 * B); auth: 16 bytes. Base64url, with or without its padding.
 */
export const PUSH_P256DH_PATTERN = /^B[A-Za-z0-9_-]{86}=?$/;
export const PUSH_AUTH_PATTERN = /^[A-Za-z0-9_-]{22}(==)?$/;

const endpointSchema = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { error: PUSH_MESSAGES.endpointInvalid })
  .refine((v) => URL.canParse(v), { error: PUSH_MESSAGES.endpointInvalid });

/** POST /push/subscriptions: this device's subscription (PushSubscription.toJSON()). */
export const pushSubscriptionWriteSchema = z.strictObject(
  {
    endpoint: endpointSchema,
    /** Sent by browsers (null or a time); not used. */
    expirationTime: z.number({ error: PUSH_MESSAGES.endpointInvalid }).nullable().optional(),
    keys: z.strictObject(
      {
        p256dh: z.string({ error: PUSH_MESSAGES.keyInvalid }).regex(PUSH_P256DH_PATTERN, { error: PUSH_MESSAGES.keyInvalid }),
        auth: z.string({ error: PUSH_MESSAGES.keyInvalid }).regex(PUSH_AUTH_PATTERN, { error: PUSH_MESSAGES.keyInvalid }),
      },
      { error: strictObjectError },
    ),
  },
  { error: strictObjectError },
);
export type PushSubscriptionWrite = z.output<typeof pushSubscriptionWriteSchema>;

/** DELETE /push/subscriptions: this device's subscription, by its address. */
export const pushSubscriptionDeleteSchema = z.strictObject({ endpoint: endpointSchema }, { error: strictObjectError });
export type PushSubscriptionDelete = z.output<typeof pushSubscriptionDeleteSchema>;

/** Which push service a device's address is on (its browser family): the devices list names it by this. */
export const PUSH_SERVICES = ['google', 'mozilla', 'apple', 'microsoft', 'other'] as const;
export type PushService = (typeof PUSH_SERVICES)[number];

/** GET /push/subscriptions (decision 066): one of the caller's devices. `endpoint` lets a browser find itself in the list. */
export const pushDeviceSchema = z.object({
  id: z.number().int().positive(),
  service: z.enum(PUSH_SERVICES),
  endpoint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDeviceListSchema = z.object({ devices: z.array(pushDeviceSchema) });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

/** GET /push/public-key (issue 35's address and shape): the server's VAPID public key (base64url, 65 bytes), the browser's applicationServerKey. */
export const pushPublicKeySchema = z.object({ key: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
/** GET /push/key (deprecated, decision 065's first address): the same key as `{ public_key }`. */
export const pushKeySchema = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** What a push message carries (the service worker reads it): the title in the person's language, the path to open, a tag (a newer one of the same tag replaces it). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string().optional(),
  link: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
