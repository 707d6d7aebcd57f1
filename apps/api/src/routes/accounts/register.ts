// POST /register: a new Guest account (SPEC §4, §5, §7), or — without a password — the
// contact-form variant, which files a sales lead and creates no account.
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
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { AppError } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/translate';
import { recordLead } from '../../leads/record-lead';
import { insertUser, isEmailTaken, toUser } from './accounts-repository';
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
      schema: {
        tags: [TAG],
        summary: 'Create a Guest account, or file the contact form as a sales lead',
        description:
          'With a password: the rules of SPEC §5 plus a list of common passwords; a taken e-mail is a 422 on `email`. ' +
          'Answers 201 { token, user }. Without a password (the contact-form variant) no account is made: the lead is stored and mailed ' +
          'to the sales team, and the answer is 201 { success: true, message }.',
        body: registerBodySchema,
        response: { 201: z.union([authResponseSchema, contactResponseSchema]), ...errorResponses(400, 422, 503) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const lang = body.data.lang ?? requestLanguage(request);
      if (body.kind === 'lead') {
        await recordLead(app, { ...body.data, source: 'register', lang });
        return reply.status(201).send({ success: true as const, message: translate('register.leadRecorded', lang) });
      }
      const { name, email, phone, password } = body.data;
      const errors: Record<string, string[]> = {};
      if (isCommonPassword(password)) errors.password = ['register.passwordCommon'];
      if (await isEmailTaken(app.database.db, email)) errors.email = ['register.emailTaken'];
      if (Object.keys(errors).length) throw new AppError('validation_failed', 'common.validationFailed', { errors });

      const passwordHash = await hashPassword(password);
      const user = await insertUser(app.database.db, { name, email, phone, passwordHash, lang });
      // Someone registered the same e-mail between the check and the insert.
      if (!user) throw new AppError('validation_failed', 'common.validationFailed', { errors: { email: ['register.emailTaken'] } });
      const token = await createSession(app.database.db, user.id);
      request.log.info({ userId: user.id }, 'account registered');
      return reply.status(201).send({ token, user: toUser(user) });
    },
  );
};
