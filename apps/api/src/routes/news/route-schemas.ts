// Pieces the construction news routes share (decision 064): the OpenAPI tag, params, the
// notices a write that publishes needs.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INVALID } from '@vitrina/contracts';
import type { Notices } from '../../notifications/notify';

export const TAG = 'news';
export { bearer, errorResponses } from '../../http/route-schemas';

/** Any text: an unknown or malformed slug answers 404 like a missing one. */
export const slugParams = z.object({ slug: z.string(INVALID).max(200, INVALID) }, INVALID);

/** The mail queue and the app's address, for the buyers' mails of a post a write publishes. */
export const noticesOf = (app: FastifyInstance): Notices => ({ mailer: app.mailer, publicUrl: app.config.publicUrl });
