// POST /register: a new Guest account (SPEC §4, §5, §7), or — without a password — the
// contact-form variant, which files a sales lead and creates no account. Limits (decision
// 021): 10 registrations per address (IPv6: per /64) per hour, each counted before its
// checks and its argon2 hash; the contact-form variant counts against the lead limit of
// POST /contact.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  contactRequestSchema,
  contactResponseSchema,
  isContactVariant,
  registerRequestSchema,
  type ContactRequest,
  type Language,
  type RegisterRequest,
} from '@vitrina/contracts';
import { REGISTER_MAX_PER_ADDRESS, REGISTER_WINDOW_MS } from '../../auth/account-limits';
import { registerAccount } from '../../auth/register';
import { AppError } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/translate';
import { LEAD_LIMIT, countLead } from '../../leads/lead-limit';
import { recordLead } from '../../leads/record-lead';
import { clientAddress, consume } from '../../plugins/limiter';
import { toUser } from '../../users/user-answer';
import { TAG, errorResponses } from './route-schemas';

// `lang` sits on top too: the error handler reads the answer's language from body.lang.
type RegisterBody = ({ kind: 'account'; data: RegisterRequest } | { kind: 'lead'; data: ContactRequest }) & { lang?: Language | undefined };

const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });

/**
 * One body, two shapes: with a password it is a registration, without one the contact form.
 * Each is checked by its own shared schema, so the field errors are the form's own.
 */
const registerBodySchema = z
  .unknown()
  .transform((body, ctx): RegisterBody => {
    const lead = isContactVariant(body);
    const result = (lead ? contactRequestSchema : registerRequestSchema).safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: issue.path } as Parameters<typeof ctx.addIssue>[0]);
      return z.NEVER;
    }
    const { lang } = result.data;
    return lead ? { kind: 'lead', data: result.data as ContactRequest, lang } : { kind: 'account', data: result.data as RegisterRequest, lang };
  })
  .meta({
    description: 'A registration { name, email, phone, password, lang? }, or the contact form { name, email, phone, … } without a password.',
    anyOf: [jsonOf(registerRequestSchema), jsonOf(contactRequestSchema)],
  });

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      // The contact-form variant counts as POST /contact does: before its body is validated.
      preValidation: async (request) => {
        if (isContactVariant(request.body)) await countLead(app, request);
      },
      schema: {
        tags: [TAG],
        summary: 'Create a Guest account, or file the contact form as a sales lead',
        description:
          'With a password: the rules of SPEC §5 plus a list of common passwords; a taken e-mail is a 422 on `email`. ' +
          'Answers 201 { token, user }. Without a password (the contact-form variant) no account is made: the lead is stored and mailed ' +
          'to the sales team, and the answer is 201 { success: true, message }. ' +
          `Limits (429 with Retry-After): ${REGISTER_MAX_PER_ADDRESS} registrations per address (IPv6: per /64) per hour; ` +
          `the contact-form variant shares the limit of POST /contact (${LEAD_LIMIT.max} leads per address per 15 minutes).`,
        body: registerBodySchema,
        response: { 201: z.union([authResponseSchema, contactResponseSchema]), ...errorResponses(400, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const lang = body.data.lang ?? requestLanguage(request);
      if (body.kind === 'lead') {
        await recordLead(app, { ...body.data, source: 'register', lang });
        return reply.status(201).send({ success: true as const, message: translate('register.leadRecorded', lang) });
      }
      // Counted before any check, so a burst creates no more accounts than the same attempts one by one.
      await consume(request.limits, `register:ip:${clientAddress(request)}`, REGISTER_MAX_PER_ADDRESS, REGISTER_WINDOW_MS);
      const outcome = await registerAccount(app.database.db, { ...body.data, lang });
      if (outcome.kind === 'invalid') throw new AppError('validation_failed', 'common.validationFailed', { errors: outcome.errors });
      const { user, token } = outcome;
      request.log.info({ userId: user.id }, 'account registered');
      return reply.status(201).send({ token, user: toUser(user) });
    },
  );
};
