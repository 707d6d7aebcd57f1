import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FORM_FIELD } from '@vitrina/contracts';
import { requestLanguage, translate } from '../i18n/translate';
import { AppError, type ErrorCode } from './errors';
import { isDatabaseUnavailable } from './database-errors';

interface ErrorBody {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode, key: string, extra: Partial<ErrorBody> = {}, params: Record<string, string | number> = {}) {
  const lang = requestLanguage(request);
  const body: ErrorBody = { message: translate(key, lang, params), code, ...extra };
  return reply.status(status).send(body);
}

/**
 * Fastify's own answer to an address it cannot decode (`%FF`, `%C3%28`: not UTF-8) is an English
 * 400 sent before any route or hook. Such an address names nothing that exists: a 404 in the
 * request's language, as any unknown address (issue 34: every route, a 404 or a 422).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(request, reply, 404, 'not_found', 'common.notFound');
  return send(request, reply, 400, 'bad_request', 'common.badRequest');
}

/** One place where every failure becomes an answer; 5xx details are logged, never sent. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const lang = requestLanguage(request);
      const errors = error.options.errors
        ? Object.fromEntries(Object.entries(error.options.errors).map(([f, keys]) => [f, keys.map((k) => translate(k, lang, error.options.params))]))
        : undefined;
      if (error.code === 'rate_limited' && error.options.params?.seconds) {
        reply.header('retry-after', String(error.options.params.seconds));
      }
      return send(request, reply, error.status, error.code, error.messageKey, errors ? { errors } : {}, error.options.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const lang = requestLanguage(request);
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const keys = (issue.params as { keys?: unknown }).keys;
        // A strict object names each unknown field; any other body-level issue goes to _form.
        const fields = issue.instancePath.length > 1 ? [issue.instancePath.slice(1).replace(/\//g, '.')] : Array.isArray(keys) ? keys.map(String) : [FORM_FIELD];
        for (const field of fields) (errors[field] ??= []).push(translate(issue.message ?? 'common.invalidValue', lang));
      }
      return send(request, reply, 422, 'validation_failed', 'common.validationFailed', { errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      // An attempt the database could not answer is nobody's attempt: the limits forget it
      // (a person signing in during an outage must not meet a captcha afterwards).
      await request.limits.takeBack().catch((undoError: unknown) => request.log.warn({ err: undoError }, 'could not take back the attempts of a request'));
      reply.header('retry-after', '5');
      return send(request, reply, 503, 'database_unavailable', 'common.databaseUnavailable');
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(request, reply, 413, 'payload_too_large', 'common.payloadTooLarge');
    }
    if (status === 415) return send(request, reply, 415, 'unsupported_media_type', 'common.unsupportedMediaType');
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return send(request, reply, 429, 'rate_limited', 'common.rateLimited', {}, { seconds });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content length, and other client mistakes Fastify detects.
      return send(request, reply, status, status === 404 ? 'not_found' : 'bad_request', status === 404 ? 'common.notFound' : 'common.badRequest');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'internal', 'common.internal');
  });
}
