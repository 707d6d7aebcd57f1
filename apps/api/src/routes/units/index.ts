import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The units routes of SPEC §7 (under /api). */
export const unitsRoutes: FastifyPluginAsyncZod = async () => {};
