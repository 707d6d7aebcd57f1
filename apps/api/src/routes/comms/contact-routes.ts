// POST /contact: the contact page and the package modal file a sales lead (SPEC §2.19, §7).
// The web app may send a lead queued offline more than once, with an Idempotency-Key: the
// lead is then filed and mailed once, and every repeat gets the first answer (decision 019).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS, apiErrorSchema, contactRequestSchema, contactResponseSchema } from '@vitrina/contracts';
import { forgetExpiredKeys, idempotencyHeadersSchema, idempotencyKeyOf, isRemembered, requestHash, runOnce } from '../../http/idempotency';
import { requestLanguage, translate } from '../../i18n/translate';
import { notifyLead, recordLead, storeLead, type LeadInput } from '../../leads/record-lead';

/** Enough for a person who retries a few times; a script filling the inbox stops early. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

/** The scope of this route's Idempotency-Keys. */
export const CONTACT_IDEMPOTENCY_SCOPE = 'POST /contact';

/** Says that the answer is the stored one of an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: {
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          // A request whose key is remembered can only be answered from the store (or refused
          // with 422): it files nothing, so it does not count against the limit.
          allowList: async (request) => {
            const key = idempotencyKeyOf(request);
            if (!key) return false;
            return isRemembered(app.database.db, CONTACT_IDEMPOTENCY_SCOPE, key).catch(() => false);
          },
        },
      },
      schema: {
        tags: ['comms'],
        summary: 'Send the contact form: files a sales lead and mails the sales team',
        description: [
          `Public. Sent by the contact page, and by the package modal with \`package\` set. At most ${CONTACT_RATE_LIMIT.max} per IP address per 15 minutes.`,
          `With an \`${IDEMPOTENCY_KEY_HEADER}\` header (a form queued offline and sent again), the lead is filed and mailed once: a request with the same key and the same body gets the first answer again (same status and body, with \`Idempotent-Replayed: true\`) and does not count against the limit; the same key with another body is refused with 422 \`idempotency_key_reused\`. Keys are remembered for ${IDEMPOTENCY_KEY_TTL_HOURS} hours; after that the same key files a new lead.`,
        ].join('\n\n'),
        headers: idempotencyHeadersSchema,
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang: bodyLang, ...fields } = request.body;
      const lang = bodyLang ?? requestLanguage(request);
      const lead: LeadInput = { ...fields, source: fields.package ? 'package' : 'contact', lang };
      const body = { success: true as const, message: translate('contact.sent', lang) };
      const key = request.headers['idempotency-key'];
      if (!key) {
        await recordLead(app, lead);
        return reply.status(201).send(body);
      }

      const claim = { scope: CONTACT_IDEMPOTENCY_SCOPE, key, requestHash: requestHash(request.body) };
      const outcome = await runOnce(app.database.db, claim, async (tx) => ({ answer: { status: 201, body }, result: await storeLead(tx, lead) }));
      if (outcome.replayed) {
        return reply.header(REPLAYED_HEADER, 'true').status(outcome.answer.status as 201).send(outcome.answer.body);
      }
      // After the commit, by the one request that filed the lead.
      await notifyLead(app, lead, outcome.result);
      await forgetExpiredKeys(app.database.db, request.log);
      return reply.status(201).send(body);
    },
  );
};
