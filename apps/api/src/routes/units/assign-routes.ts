// The admin assigns an available unit to a registered user (SPEC §2.18, §4), and reads the
// unit's audit trail (who assigned it to whom, and when).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignUserResponseSchema, idParamsSchema, unitAuditListSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/translate';
import { requireAdmin, requireOffice } from '../../plugins/auth';
import { assignUnit, listUnitAudit } from './assign-repository';
import { UNIT_STATUSES, type UnitStatus } from '@vitrina/contracts';
import { withFallbackMessage } from './fallback-message';
import { unitExists } from './units-repository';
import { TAG, assignUserBodySchema, bearer, errorResponses } from './route-schemas';

const FAILURES = {
  unit_not_found: () => new AppError('not_found', 'units.notFound'),
  user_not_found: () => new AppError('not_found', 'units.userNotFound'),
  already_assigned: () => new AppError('conflict', 'units.alreadyAssigned'),
} as const;

const isStatus = (v: unknown): v is UnitStatus => typeof v === 'string' && (UNIT_STATUSES as readonly string[]).includes(v);

/** A status change's from and to (issue 22), when the entry records one. */
function statusChangeOf(details: Record<string, unknown>): { from?: UnitStatus; to?: UnitStatus } {
  return isStatus(details.from) && isStatus(details.to) ? { from: details.from, to: details.to } : {};
}

export const assignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/properties/assign-user',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Assign an available unit to a user (Admin)',
        description:
          'One transaction: the unit must still be available, it gets the user and today’s purchase date, a Guest becomes User, ' +
          'and an audit entry is written. 409 when the unit was already purchased (it keeps its owner); 404 for an unknown unit or user.',
        security: bearer,
        body: assignUserBodySchema,
        response: { 200: assignUserResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 500, 503) },
      },
    },
    async (request) => {
      const { property_id: propertyId, user_id: userId } = request.body;
      const outcome = await withFallbackMessage(request, 'units.assignError', () =>
        assignUnit(app.database.db, { propertyId, userId, actorId: request.user!.id }),
      );
      if (outcome.status !== 'assigned') throw FAILURES[outcome.status]();
      request.log.info({ propertyId, userId, actorId: request.user!.id }, 'unit assigned');
      const message = translate('units.assignSuccess', requestLanguage(request), { unit: outcome.unitName, user: outcome.userName });
      return { success: true as const, message };
    },
  );

  app.get(
    '/properties/:id/audit',
    {
      // The office's: the sales team reads a unit's history on the plan as they read its buyer (decision 034).
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "A unit's audit trail, newest first (Admin, sales team)",
        description:
          'Its history: assignments (assign_unit) and status changes (unit_status: hold, release, reservation, sale, cancellation, a hold that ended by itself, without an actor). ' +
          'Its documents (decision 046): document_added, document_version_added, document_changed (each field from and to), document_deleted; details carry document_id and title. ' +
          'Its payment schedule (decision 048): payment_schedule_generated, payment_schedule_saved (lines added, changed from/to, removed), payment_recorded (amount, method, receipt_document_id, outstanding). ' +
          "Its furniture package choice (decision 059): package_requested (package, price, replaces), package_request_approved (from, line added), package_request_declined; each with the office's note; package_request_withdrawn (by the buyer). " +
          'Entries that change the status carry `from` and `to`.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: unitAuditListSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const db = app.database.db;
      const rows = await listUnitAudit(db, request.params.id);
      if (rows.length === 0 && !(await unitExists(db, request.params.id))) throw new AppError('not_found', 'units.notFound');
      return rows.map((r) => ({
        id: r.id,
        action: r.action,
        actor: r.actorId !== null ? { id: r.actorId, name: r.actorName ?? '' } : null,
        user: r.userId !== null ? { id: r.userId, name: r.userName ?? '' } : null,
        details: r.details,
        ...statusChangeOf(r.details),
        created_at: r.createdAt.toISOString(),
      }));
    },
  );
};
