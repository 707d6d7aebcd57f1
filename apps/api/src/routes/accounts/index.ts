import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The accounts routes of SPEC §7 (under /api). */
export const accountsRoutes: FastifyPluginAsyncZod = async () => {};
