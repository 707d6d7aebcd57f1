// The Admin's leads inbox: GET /leads, its paged companion GET /leads/page (issue 13, decision
// 025) and POST /leads/{id}/status (the screen is issue 6's).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, leadSchema, leadStatusRequestSchema, leadsPageQuerySchema, leadsPageSchema, type Lead } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { countLeadsByStatus, listLeads, listLeadsWindow, updateLeadStatus, type LeadRow } from '../../leads/leads-repository';
import { requireAdmin } from '../../plugins/auth';

const toLead = ({ createdAt, status, unitNumber, developmentCode, ...row }: LeadRow): Lead => ({
  ...row,
  unit_number: unitNumber,
  development_code: developmentCode,
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

  app.get(
    '/leads/page',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['comms'],
        summary: 'One window of the sales leads, searched, newest first (Admin; paged companion of GET /leads)',
        description:
          'The paged companion of GET /leads, in its order (newest first): `total` leads match, `items` are those from `offset` (at most `limit`, 500 at most). ' +
          '`q` matches part of the name, e-mail, phone or message, ignoring case and accents; `status` narrows the list. ' +
          '`by_status` counts the leads matching `q` by status, whatever `status` is (the inbox\'s filter chips).',
        security: [{ bearer: [] }],
        querystring: leadsPageQuerySchema,
        response: { 200: leadsPageSchema, ...denied, 422: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const { q, status, offset, limit } = request.query;
      const byStatus = await countLeadsByStatus(app.database.db, q);
      const total = status ? byStatus[status] : Object.values(byStatus).reduce((a, b) => a + b, 0);
      const rows = offset < total ? await listLeadsWindow(app.database.db, q, status, offset, limit) : [];
      return { total, offset, limit, items: rows.map(toLead), by_status: byStatus };
    },
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
