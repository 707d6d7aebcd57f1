// Operations in the admin's Settings (issue 24): the mail queue and the backups.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupRoutes } from './backup-routes';
import { mailRoutes } from './mail-routes';

export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(mailRoutes);
  await app.register(backupRoutes);
};
