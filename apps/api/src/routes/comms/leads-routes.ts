// The Admin's leads inbox: GET /leads and POST /leads/{id}/status (the screen is issue 6's).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, leadSchema, leadStatusRequestSchema, type Lead } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { listLeads, updateLeadStatus, type LeadRow } from '../../leads/leads-repository';
import { requireAdmin } from '../../plugins/auth';

const toLead = ({ createdAt, status, ...row }: LeadRow): Lead => ({
  ...row,
  status: status as Lead['status'],
  created_at: createdAt.toISOString(),
});

const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leads',
    {
      // Checked on request, before the input: a stranger learns nothing, not even what is valid.
      onRequest: requireAdmin,
      schema: {
        tags: ['comms'],
        summary: 'Sales leads, newest first (Admin)',
        security: [{ bearer: [] }],
        response: { 200: z.array(leadSchema), ...denied },
      },
    },
    async () => (await listLeads(app.database.db)).map(toLead),
  );

  app.post(
    '/leads/:id/status',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['comms'],
        summary: 'Mark a sales lead new, contacted or closed (Admin)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: leadStatusRequestSchema,
        response: { 200: leadSchema, ...denied, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await updateLeadStatus(app.database.db, request.params.id, request.body.status);
      if (!row) throw new AppError('not_found', 'leads.notFound');
      return toLead(row);
    },
  );
};
