// A unit written by hand (issue 22, decision 034; Admin): POST /developments/{slug}/units
// creates one (available), PUT /units/{id} replaces its facts and price. Both answer the unit as
// the plan shows it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNIT_MESSAGES, idParamsSchema, inventoryUnitSchema, unitWriteSchema, type Language } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../i18n/translate';
import { requireAdmin } from '../../plugins/auth';
import { createUnit, editUnit, type UnitWriteOutcome } from '../../unit-inventory/unit-writes';
import { developmentNotFound } from '../developments/admin-answer';
import { toInventoryUnit } from './inventory-answer';
import { findInventoryUnit } from './inventory-repository';
import { TAG, bearer, errorResponses, slugParams, type InventoryOptions } from './route-schemas';

export const unitNotFound = () => new AppError('not_found', 'units.notFound');

function refuse(outcome: Exclude<UnitWriteOutcome, { kind: 'done' }>): AppError {
  switch (outcome.kind) {
    case 'development-not-found':
      return developmentNotFound();
    case 'unit-not-found':
      return unitNotFound();
    case 'typology-not-in-development':
      return new AppError('validation_failed', 'common.validationFailed', { errors: { typology: [UNIT_MESSAGES.typologyNotInDevelopment] } });
    case 'number-taken':
      return new AppError('conflict', 'units.numberTaken', { params: { number: outcome.number }, errors: { number: ['units.numberTaken'] } });
    case 'cell-taken': {
      const params = { floor: outcome.floor, position: outcome.position, number: outcome.number };
      return new AppError('conflict', 'units.cellTaken', { params, errors: { position: ['units.cellTaken'] } });
    }
    case 'too-many-units':
      return new AppError('conflict', 'units.tooManyUnits', { params: { max: outcome.max } });
  }
}

async function unitAnswer(db: Db, id: number, lang: Language) {
  const row = await findInventoryUnit(db, id);
  if (!row) throw unitNotFound();
  return toInventoryUnit(row, lang);
}

const WRITE_RULES =
  'The unit’s name and description come from its unit type (`typology`, one of the development’s: 422 otherwise); `size_m2` defaults to the unit type’s size. ' +
  'A number, or a (floor, position) cell, at most once per development (409 `units.numberTaken` / `units.cellTaken`). ' +
  'A changed price (also from or to none) is kept in the unit’s price history with `price_reason`.';

export const unitWriteRoutes: FastifyPluginAsyncZod<InventoryOptions> = async (app, { signal }) => {
  app.post(
    '/developments/:slug/units',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Add a unit to a development (Admin)',
        description: `A new unit is available. ${WRITE_RULES} At most 5,000 units per development (409 \`units.tooManyUnits\`).`,
        security: bearer,
        params: slugParams,
        body: unitWriteSchema,
        response: { 201: inventoryUnitSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const outcome = await createUnit(signal, request.user!.id, request.params.slug, request.body);
      if (outcome.kind !== 'done') throw refuse(outcome);
      request.log.info({ unitId: outcome.id, actorId: request.user!.id }, 'unit created');
      return reply.code(201).send(await unitAnswer(app.database.db, outcome.id, requestLanguage(request)));
    },
  );

  app.put(
    '/units/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: "Edit a unit's facts and price (Admin)",
        description: `Replaces every field; the status is left as it is (it moves through POST /units/{id}/status). ${WRITE_RULES}`,
        security: bearer,
        params: idParamsSchema,
        body: unitWriteSchema,
        response: { 200: inventoryUnitSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await editUnit(signal, request.user!.id, request.params.id, request.body);
      if (outcome.kind !== 'done') throw refuse(outcome);
      request.log.info({ unitId: outcome.id, actorId: request.user!.id }, 'unit edited');
      return unitAnswer(app.database.db, outcome.id, requestLanguage(request));
    },
  );
};
