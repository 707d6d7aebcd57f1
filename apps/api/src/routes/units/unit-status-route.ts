// POST /units/{id}/status (issue 22, decision 033): a unit moves between available, on_hold,
// reserved and sold. The sales team (Vitrina, Selecta) may place holds and release their own;
// an Admin may make every move. One conditional transaction per change, audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNIT_MESSAGES, idParamsSchema, propertySchema, unitStatusRequestSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../i18n/translate';
import { requireType } from '../../plugins/auth';
import { toProperty } from './property-view';
import { changeUnitStatus, type StatusChangeOutcome } from './unit-status-repository';
import { findUnit } from './units-repository';
import { TAG, bearer, errorResponses } from './route-schemas';

type Failure = Exclude<StatusChangeOutcome, { kind: 'changed' }>;

function failure(outcome: Failure): AppError {
  switch (outcome.kind) {
    case 'unit_not_found':
      return new AppError('not_found', 'units.notFound');
    case 'user_not_found':
      return new AppError('not_found', 'units.userNotFound');
    case 'buyer_required':
      return new AppError('validation_failed', 'common.validationFailed', { errors: { user_id: [UNIT_MESSAGES.buyerRequired] } });
    case 'forbidden':
      return new AppError('forbidden', 'units.statusForbidden');
    case 'conflict':
      return new AppError('conflict', 'units.statusConflict');
    case 'not_a_move':
      return new AppError('conflict', `units.notAMove.${outcome.from}`);
  }
}

export const unitStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/units/:id/status',
    {
      // Checked on request, before any input is read: only the sales office acts on units.
      onRequest: requireType('Admin', 'Vitrina', 'Selecta'),
      schema: {
        tags: [TAG],
        summary: "Change a unit's status: hold, release, reserve, sell, cancel (Admin; sales team for holds)",
        description:
          'Moves: available → on_hold | reserved | sold; on_hold → available | reserved | sold; reserved → available | sold; sold → available. ' +
          'An Admin may make every move; Vitrina and Selecta may put an available unit on hold and release a hold they placed (403 otherwise). ' +
          '`until` (on_hold only) is a future date-time at most 30 days ahead; `user_id` is the buyer of a reservation or sale ' +
          '(for a sale of a reserved unit it defaults to the reservation’s buyer); a sale makes a Guest a User, as assign-user does. ' +
          '409 when the unit changed meanwhile (someone else acted first) or the move does not exist from its status. Answers the unit.',
        security: bearer,
        params: idParamsSchema,
        body: unitStatusRequestSchema,
        response: { 200: propertySchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, until, user_id: buyerId, note } = request.body;
      const actor = request.user!;
      const outcome = await changeUnitStatus(app.database.db, { unitId: id, to: status, until, buyerId, note, actor });
      if (outcome.kind !== 'changed') throw failure(outcome);
      request.log.info({ unitId: id, from: outcome.from, to: outcome.to, actorId: actor.id }, 'unit status changed');
      const row = await findUnit(app.database.db, id);
      if (!row) throw new AppError('not_found', 'units.notFound');
      return toProperty(row, actor, requestLanguage(request));
    },
  );
};
