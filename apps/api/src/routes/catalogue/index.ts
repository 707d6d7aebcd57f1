import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The catalogue routes of SPEC §7 (under /api). */
export const catalogueRoutes: FastifyPluginAsyncZod = async () => {};
