// POST /contact: the contact page and the package modal file a sales lead (SPEC §2.19, §7).
// The web app may send a lead queued offline more than once, with an Idempotency-Key: the
// lead is then filed and mailed once, and every repeat gets the first answer (decision 019).
// Every request counts against the lead limit of its address (leads/lead-limit.ts, shared with
// the password-less POST /register), except a repeat of a remembered key, which files nothing.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS, apiErrorSchema, contactRequestSchema, contactResponseSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { forgetExpiredKeys, idempotencyHeadersSchema, idempotencyKeyOf, requestHash, runOnce } from '../../http/idempotency';
import { isRemembered } from '../../http/idempotency-repository';
import { requestLanguage, translate } from '../../i18n/translate';
import { LEAD_LIMIT, countLead, uncountLead } from '../../leads/lead-limit';
import { developmentCodeOf } from '../../leads/leads-repository';
import { notifyLead, recordLead, storeLead, type LeadInput } from '../../leads/record-lead';

/** The scope of this route's Idempotency-Keys. */
export const CONTACT_IDEMPOTENCY_SCOPE = 'POST /contact';

/** Says that the answer is the stored one of an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The requests counted against the lead limit (a replay found later is taken back). */
  const counted = new WeakSet<FastifyRequest>();

  app.post(
    '/contact',
    {
      // Before the body is validated: an invalid body counts too.
      preValidation: async (request) => {
        // A request whose key is remembered can only be answered from the store (or refused
        // with 422): it files nothing, so it does not count, even past the limit.
        const key = idempotencyKeyOf(request);
        if (key && (await isRemembered(app.database.db, CONTACT_IDEMPOTENCY_SCOPE, key).catch(() => false))) return;
        await countLead(app, request);
        counted.add(request);
      },
      schema: {
        tags: ['comms'],
        summary: 'Send the contact form: files a sales lead and mails the sales team',
        description: [
          `Public. Sent by the contact page, and by the package modal with \`package\` set. At most ${LEAD_LIMIT.max} leads per address (IPv6: per /64) per 15 minutes, together with the password-less POST /register (429 with Retry-After).`,
          `With an \`${IDEMPOTENCY_KEY_HEADER}\` header (a form queued offline and sent again), the lead is filed and mailed once: a request with the same key and the same body gets the first answer again (same status and body, with \`Idempotent-Replayed: true\`) and does not count against the limit; the same key with another body is refused with 422 \`idempotency_key_reused\`. Keys are remembered for ${IDEMPOTENCY_KEY_TTL_HOURS} hours; after that the same key files a new lead.`,
        ].join('\n\n'),
        headers: idempotencyHeadersSchema,
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang: bodyLang, unit_number: unitNumber, development: slug, ...fields } = request.body;
      const lang = bodyLang ?? requestLanguage(request);
      const developmentCode = slug === undefined ? null : await developmentCodeOf(app.database.db, slug);
      if (developmentCode === undefined) {
        throw new AppError('validation_failed', 'common.validationFailed', { errors: { development: [CONTACT_MESSAGES.developmentUnknown] } });
      }
      const lead: LeadInput = { ...fields, unitNumber, developmentCode, source: fields.package ? 'package' : 'contact', lang };
      const body = { success: true as const, message: translate('contact.sent', lang) };
      const key = request.headers['idempotency-key'];
      if (!key) {
        await recordLead(app, lead);
        return reply.status(201).send(body);
      }

      const claim = { scope: CONTACT_IDEMPOTENCY_SCOPE, key, requestHash: requestHash(request.body) };
      const outcome = await runOnce(app.database.db, claim, async (tx) => ({ answer: { status: 201, body }, result: await storeLead(tx, lead) }));
      if (outcome.replayed) {
        // The same key sent twice at once: the one that waited files nothing either.
        if (counted.has(request)) await uncountLead(app, request);
        return reply.header(REPLAYED_HEADER, 'true').status(outcome.answer.status as 201).send(outcome.answer.body);
      }
      // After the commit, by the one request that filed the lead.
      await notifyLead(app, lead, outcome.result);
      await forgetExpiredKeys(app.database.db, request.log);
      return reply.status(201).send(body);
    },
  );
};
