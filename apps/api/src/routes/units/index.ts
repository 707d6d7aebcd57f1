import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListRoutes } from './admin-lists';
import { assignRoutes } from './assign-routes';
import { availabilityRoutes } from './availability-route';
import { unitReadRoutes } from './unit-reads';
import { unitStatusRoutes } from './unit-status-route';
import { usersPageRoutes } from './users-page-route';

/** The units routes of SPEC §7 (under /api). */
export const unitsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminListRoutes);
  await app.register(unitReadRoutes);
  await app.register(assignRoutes);
  await app.register(usersPageRoutes);
  await app.register(unitStatusRoutes);
  await app.register(availabilityRoutes);
};
