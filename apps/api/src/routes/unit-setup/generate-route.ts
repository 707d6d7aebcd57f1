// POST /developments/{slug}/units/generate?dry_run=true|false (Admin, issue 22, decision 034):
// the preview and the real call take the same body and answer the same units, computed by
// unit-setup/generate-plan.ts. The role is checked onRequest, before the body is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVELOPMENT_UNITS_MAX, dryRunQuerySchema, unitGenerateResultSchema, unitGenerateSchema, UNIT_MESSAGES } from '@vitrina/contracts';
import { AppError, notFound } from '../../http/errors';
import { requireAdmin } from '../../plugins/auth';
import { generateUnits, previewGeneration, type GenerateOutcome } from '../../unit-setup/generate-units';
import { TAG, bearer, errorResponses, slugParams, type DevelopmentsOptions } from './route-schemas';

const invalid = (field: string, key: string, messageKey = 'common.validationFailed', params: Record<string, string | number> = {}) =>
  new AppError('validation_failed', messageKey, { errors: { [field]: [key] }, params });

/** A refused generation as the error it answers. */
function refusal(outcome: Exclude<GenerateOutcome, { kind: 'ok' }>): AppError {
  switch (outcome.kind) {
    case 'not-found':
      return notFound('developments.notFound');
    case 'typology-not-in-development':
      return invalid('typologies', UNIT_MESSAGES.typologyNotInDevelopment);
    case 'price-range':
      return invalid('floor_step', UNIT_MESSAGES.priceRange);
    case 'template-invalid':
      return invalid('number_template', UNIT_MESSAGES.templateInvalid);
    case 'number-repeated':
      return invalid('number_template', UNIT_MESSAGES.numberRepeated);
    case 'number-taken':
      return new AppError('conflict', 'units.numberTaken', { params: { number: outcome.number } });
    case 'too-many-units':
      return invalid('positions', UNIT_MESSAGES.tooManyUnits, 'units.tooManyUnits', { max: DEVELOPMENT_UNITS_MAX });
  }
}

export const generateRoute: FastifyPluginAsyncZod<DevelopmentsOptions> = async (app, { ctx }) => {
  app.post(
    '/developments/:slug/units/generate',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Generate a building’s units, floor by floor (Admin; dry_run=true for the preview)',
        description:
          'Floors floor_from–floor_to × positions, typologies[i] the unit type of position i + 1 (each one of the development’s: 422 on ' +
          'typologies otherwise), numbered by number_template ({floor}, {position}, zero padding as {position:02}), sized by their unit ' +
          'type, priced base_price + floor_step × (floor − floor_from) (none when base_price is null; below zero: 422 on floor_step). ' +
          'A cell that already holds a unit is left as it is (counted in existing); a generated number another cell uses: 409, nothing ' +
          `written; past ${DEVELOPMENT_UNITS_MAX} units in the development: 422. The real call writes every new unit (available) with ` +
          'its price in the price history (reason "generated") in one transaction; the preview writes nothing and answers the same.',
        security: bearer,
        params: slugParams,
        querystring: dryRunQuerySchema,
        body: unitGenerateSchema,
        response: { 200: unitGenerateResultSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const dryRun = request.query.dry_run;
      const { slug } = request.params;
      const outcome = dryRun
        ? await previewGeneration(app.database.db, slug, request.body)
        : await generateUnits(ctx.signal, request.user!.id, slug, request.body);
      if (outcome.kind !== 'ok') throw refusal(outcome);
      if (!dryRun) request.log.info({ slug, created: outcome.units.length, existing: outcome.existing }, 'units generated');
      return { dry_run: dryRun, create: outcome.units.length, existing: outcome.existing, units: outcome.units };
    },
  );
};
