// POST /contact: the contact page and the package modal file a sales lead (SPEC §2.19, §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, contactRequestSchema, contactResponseSchema } from '@vitrina/contracts';
import { requestLanguage, translate } from '../../i18n/translate';
import { recordLead } from '../../leads/record-lead';

/** Enough for a person who retries a few times; a script filling the inbox stops early. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['comms'],
        summary: 'Send the contact form: files a sales lead and mails the sales team',
        description: `Public. Sent by the contact page, and by the package modal with \`package\` set. At most ${CONTACT_RATE_LIMIT.max} per IP address per 15 minutes.`,
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang: bodyLang, ...fields } = request.body;
      const lang = bodyLang ?? requestLanguage(request);
      await recordLead(app, { ...fields, source: fields.package ? 'package' : 'contact', lang });
      return reply.status(201).send({ success: true as const, message: translate('contact.sent', lang) });
    },
  );
};
