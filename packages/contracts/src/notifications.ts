// A person's notifications (issue 35, part 3; decision 058): what happened that concerns them, in
// the app (always), by e-mail (their choice per kind, on by default) and by web push (reserved:
// stored, off by default, nothing sends it yet). The title is written by the API in the request's
// language from the kind and the facts kept with it.
import { z } from './zod';
import { INVALID, idSchema, strictObjectError } from './common';
import { COMMON_MESSAGES, NOTIFICATION_MESSAGES } from './messages';

/** Every kind; `post_published`: a development's news post was published (decision 064). */
export const NOTIFICATION_KINDS = [
  'document_shared',
  'payment_due',
  'payment_overdue',
  'payment_received',
  'selection_requested',
  'selection_decided',
  'post_published',
  'message_received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a buyer is told of. */
export const BUYER_NOTIFICATION_KINDS = ['document_shared', 'payment_due', 'payment_overdue', 'payment_received', 'selection_decided', 'post_published', 'message_received'] as const satisfies readonly NotificationKind[];
/** What the office (Admin, Vitrina, Selecta) is told of. */
export const OFFICE_NOTIFICATION_KINDS = ['selection_requested', 'message_received'] as const satisfies readonly NotificationKind[];

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_PAGE_SIZE_DEFAULT = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 100;

/** GET /notifications?limit=&before= (before: a notification's id; the page holds older ones). */
export const notificationListQuerySchema = z.object(
  {
    before: idSchema.optional(),
    limit: z.coerce.number(INVALID).int(INVALID).min(1, INVALID).max(NOTIFICATION_PAGE_SIZE_MAX, INVALID).default(NOTIFICATION_PAGE_SIZE_DEFAULT),
  },
  INVALID,
);
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

const dateTime = z.iso.datetime({ offset: true });

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** In the request's language, e.g. "A document was shared: Contract — Unit 1203". */
  title: z.string(),
  /** A path in the app: what happened, to open. */
  link: z.string(),
  created_at: dateTime,
  read_at: dateTime.nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** Newest first; `unread` counts every unread notification of the person, not only this page's. */
export const notificationListSchema = z.object({
  unread: z.number().int().nonnegative(),
  notifications: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * One notification as issue 35 names it (decision 070, later): `url` is `link`; `body` a short
 * sentence in the request's language saying where to look ("" if none).
 */
export const notificationItemSchema = notificationSchema.omit({ link: true }).extend({ body: z.string(), url: z.string() });
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/**
 * GET /notifications as the API answers it: `items` (issue 35's shape) beside `notifications`
 * (the web app's, and its offline copies'), the same notifications in the same order.
 */
export const notificationListAnswerSchema = notificationListSchema.extend({ items: z.array(notificationItemSchema) });
export type NotificationListAnswer = z.infer<typeof notificationListAnswerSchema>;

export const notificationUnreadSchema = z.object({ unread: z.number().int().nonnegative() });

/** A path of the app, as a notification's `link` is (`/…`, not `//host`), with its query; a `#fragment` is ignored. */
export const NOTIFICATION_LINK_MAX_LENGTH = 2048;

/** How many ids one `POST /notifications/read { ids }` may name (a page of the list is at most 100). */
export const NOTIFICATION_READ_IDS_MAX = 100;

/**
 * POST /notifications/read, one of: `{ ids }` — these of the caller's notifications (issue 35);
 * `{ all: true }` — every one (issue 35); `{ link }` — the page the person opened: its unread
 * notifications that point there (decision 066).
 */
export const notificationReadAtSchema = z
  .strictObject(
    {
      link: z
        .string(INVALID)
        .max(NOTIFICATION_LINK_MAX_LENGTH, INVALID)
        .regex(/^\/(?!\/)/, INVALID)
        .optional(),
      ids: z.array(idSchema, INVALID).min(1, INVALID).max(NOTIFICATION_READ_IDS_MAX, INVALID).optional(),
      all: z.literal(true, INVALID).optional(),
    },
    { error: strictObjectError },
  )
  .superRefine((body, ctx) => {
    // Exactly one way of saying which: none names the link (the first form's field), two the second.
    const given = (['link', 'ids', 'all'] as const).filter((key) => body[key] !== undefined);
    if (given.length !== 1) ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.invalidValue, path: [given[1] ?? 'link'] });
  });
export type NotificationReadAt = z.output<typeof notificationReadAtSchema>;

/** One kind's channels: in the app always; e-mail on by default; push stored, off by default. */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  in_app: z.literal(true),
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET/PUT /notifications/preferences: the kinds that concern the person, in NOTIFICATION_KINDS' order. */
export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** One kind's channels as issue 35 names them: `{ email, push }` (in the app is always on). */
export const notificationChannelsSchema = z.object({ email: z.boolean(), push: z.boolean() });

// Issue 35's form puts each kind as a key beside `preferences`: no kind may be named so.
const noKindNamedPreferences: 'preferences' extends NotificationKind ? never : true = true;
void noKindNamedPreferences;

const channelsByKind = <T extends z.ZodType>(channels: T) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channels.optional()])) as { [K in NotificationKind]: z.ZodOptional<T> };

/**
 * GET/PUT /notifications/preferences as the API answers it: `preferences` (the web app's list)
 * and, beside it, one key per kind that concerns the person: `{ [kind]: { email, push } }` (issue 35).
 */
export const notificationPreferencesAnswerSchema = notificationPreferencesSchema.extend(channelsByKind(notificationChannelsSchema));
export type NotificationPreferencesAnswer = z.infer<typeof notificationPreferencesAnswerSchema>;

/** A change of one kind: a channel left out keeps its value; `in_app: false` is refused (422). */
export const notificationPreferenceWriteSchema = z.strictObject(
  {
    kind: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.kindInvalid }),
    in_app: z.literal(true, { error: NOTIFICATION_MESSAGES.inAppAlwaysOn }).optional(),
    email: z.boolean(INVALID).optional(),
    push: z.boolean(INVALID).optional(),
  },
  { error: strictObjectError },
);

export const notificationPreferencesWriteSchema = z.strictObject(
  { preferences: z.array(notificationPreferenceWriteSchema, INVALID).min(1, INVALID).max(NOTIFICATION_KINDS.length * 2, INVALID) },
  { error: strictObjectError },
);
export type NotificationPreferencesWrite = z.output<typeof notificationPreferencesWriteSchema>;

/** Issue 35's form of a change: `{ [kind]: { email?, push? } }`, a channel left out keeps its value. */
const channelsWriteSchema = z.strictObject({ email: z.boolean(INVALID).optional(), push: z.boolean(INVALID).optional() }, { error: strictObjectError });

/**
 * PUT /notifications/preferences takes either form: `{ preferences: [{ kind, email?, push? }] }`
 * (the web app's) or `{ [kind]: { email?, push? } }` (issue 35's; some kinds or all). Not both, not
 * empty; a key that is no kind is refused with the kind's message.
 */
export const notificationPreferencesPutSchema = z
  .strictObject(
    { preferences: notificationPreferencesWriteSchema.shape.preferences.optional(), ...channelsByKind(channelsWriteSchema) },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? NOTIFICATION_MESSAGES.kindInvalid : COMMON_MESSAGES.invalidValue) },
  )
  .superRefine((body, ctx) => {
    const kinds = NOTIFICATION_KINDS.filter((kind) => body[kind] !== undefined);
    if (body.preferences === undefined && kinds.length === 0) ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.invalidValue, path: ['preferences'] });
    if (body.preferences !== undefined && kinds.length > 0) ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.unknownField, path: [kinds[0]!] });
  });
export type NotificationPreferencesPut = z.output<typeof notificationPreferencesPutSchema>;

/** Either form of the PUT as the list of changes (`preferences`' form). */
export function preferenceChangesOf(body: NotificationPreferencesPut): NotificationPreferencesWrite['preferences'] {
  if (body.preferences) return body.preferences;
  return NOTIFICATION_KINDS.flatMap((kind) => {
    const channels = body[kind];
    return channels ? [{ kind, ...channels }] : [];
  });
}

/** The list of preferences with issue 35's `{ [kind]: { email, push } }` beside it. */
export function preferencesAnswerOf(preferences: NotificationPreference[]): NotificationPreferencesAnswer {
  const byKind = Object.fromEntries(preferences.map((p) => [p.kind, { email: p.email, push: p.push }]));
  return { ...byKind, preferences };
}
