import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The comms routes of SPEC §7 (under /api). */
export const commsRoutes: FastifyPluginAsyncZod = async () => {};
