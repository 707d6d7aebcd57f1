// Unit reads that are not admin-only: an owner's own units, one unit by id, and the units a
// visitor may browse.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, propertiesListSchema, propertySchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../i18n/translate';
import { isSelfOrAdmin, requireUser } from '../../plugins/auth';
import { toProperty } from './property-view';
import { findUnit, listUnitsForSale, listUnitsOfUser, userExists } from './units-repository';
import { TAG, bearer, errorResponses, getPropertyBodySchema } from './route-schemas';

export const unitReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getPropertiesByUserId/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "A user's units (that user or an Admin)",
        description: 'Another user asking answers 403 whether or not the id exists; an Admin asking for an unknown user gets 404.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: propertiesListSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isSelfOrAdmin(request, id)) throw new AppError('forbidden', 'units.onlyOwnUnits');
      const db = app.database.db;
      if (request.user!.id !== id && !(await userExists(db, id))) throw new AppError('not_found', 'units.userNotFound');
      const lang = requestLanguage(request);
      return (await listUnitsOfUser(db, id)).map((row) => toProperty(row, request.user, lang));
    },
  );

  // What a visitor wants from the public units list (SPEC §2.8, §6) is what can still be
  // bought: every available unit of the developments on sale, by number. The unit-type
  // showcase (SPEC §2.16) is one grouping of this same list, so it is not a second call.
  // Sold units are left out, and owner fields are null for every caller, Admins included.
  app.get(
    '/getVisitorProperty',
    {
      schema: {
        tags: [TAG],
        summary: 'Units for sale (public)',
        description: 'Every available unit of the developments on sale, ordered by number; never any owner field. Always an array.',
        response: { 200: propertiesListSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      const lang = requestLanguage(request);
      return (await listUnitsForSale(app.database.db)).map((row) => toProperty(row, null, lang));
    },
  );

  app.post(
    '/getProperty',
    {
      schema: {
        tags: [TAG],
        summary: 'One unit by id (public; owner fields for its owner and Admins)',
        description: 'user_id, user and date_buy are null unless the caller is an Admin or the unit’s owner.',
        security: [{}, ...bearer],
        body: getPropertyBodySchema,
        response: { 200: propertySchema, ...errorResponses(404, 422, 503) },
      },
    },
    async (request) => {
      const row = await findUnit(app.database.db, request.body.id);
      if (!row) throw new AppError('not_found', 'units.notFound');
      return toProperty(row, request.user, requestLanguage(request));
    },
  );
};
