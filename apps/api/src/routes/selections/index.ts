// The buyer's choice of the unit's furniture package (issue 35, part 1; decision 059): the unit's
// buyer reads the four levels with their prices for the unit's type and asks for one until the
// development's deadline; the office (Admin, Vitrina, Selecta) reads it and approves or declines
// the pending request with a note. Anyone else gets the 404 of an unknown unit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SELECTION_LINE_DUE_DAYS, SELECTION_NOTE_MAX_LENGTH, idParamsSchema, selectionDecisionSchema, selectionRequestSchema, selectionWriteResponseSchema, packageChoiceSchema } from '@vitrina/contracts';
import { acquireCatalogueSignal } from '../../cache/catalogue-signal';
import { requestLanguage, translate } from '../../i18n/translate';
import { decideRequestOf, requestPackage, selectionOf, withdrawRequest } from '../../selections/package-selection';
import { requireOffice, requireUser } from '../../plugins/auth';
import { TAG, bearer, checkAsker, errorResponses, levelName, refuseDecision, refuseRequest, refuseWithdrawal, unitNotFound } from './route-schemas';

export const selectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A request tells the office, a decision the buyer (decision 058).
  const notices = () => ({ mailer: app.mailer, publicUrl: app.config.publicUrl });
  const db = () => app.database.db;
  // An approval changes the unit's level: the catalogue's cached answers of units are dropped on every instance.
  const { signal, release } = await acquireCatalogueSignal(app.database, app.log);
  app.addHook('onClose', release);

  app.get(
    '/units/:id/selection',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "A unit's furniture package choice: the four levels with their prices for the unit's type, the deadline, and the buyer's latest request (the unit's buyer; the office)",
        description:
          "package: the unit's level now. options: ESTANDAR (included, price 0), GOLD, PREMIUM, BLACK with the development's package price for the unit's type (null: none set, cannot be asked for). " +
          'open: no deadline, or before it. request: the current buyer\'s latest request (pending, approved or declined, with the office\'s note), or null. ' +
          "The buyer is the unit's user while it is reserved or sold; anyone else: 404, as for an unknown unit.",
        security: bearer,
        params: idParamsSchema,
        response: { 200: packageChoiceSchema, ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (request) => {
      const selection = await selectionOf(db(), request.user!, request.params.id);
      if (!selection) throw unitNotFound();
      return selection;
    },
  );

  app.post(
    '/units/:id/selection',
    {
      onRequest: requireUser,
      preValidation: checkAsker(db),
      schema: {
        tags: [TAG],
        summary: 'Ask for a furniture package for the unit (its buyer)',
        description:
          'package: ESTANDAR, GOLD, PREMIUM or BLACK (else 422), at the price the unit\'s type has now. A pending request of the unit is replaced by this one (one at a time). ' +
          "409: after the development's deadline, a level the unit already has, or a package with no price for the unit's type. The office: 403; anyone else: 404, before the body is read. " +
          "Written to the unit's history (package_requested).",
        security: bearer,
        params: idParamsSchema,
        body: selectionRequestSchema,
        response: { 201: selectionWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const outcome = await requestPackage(db(), request.user!.id, request.params.id, request.body.package, new Date(), notices());
      app.mailer.nudge();
      if (outcome.kind !== 'done') throw refuseRequest(outcome, lang);
      return reply.code(201).send({ message: translate('selections.requested', lang, { package: levelName(request.body.package, lang) }), selection: outcome.selection });
    },
  );

  app.delete(
    '/units/:id/selection',
    {
      onRequest: requireUser,
      preValidation: checkAsker(db),
      schema: {
        tags: [TAG],
        summary: 'Withdraw the pending furniture package request (the unit\'s buyer)',
        description:
          "The buyer takes back their pending request, until the development's deadline. 409: nothing pending (the office decided it meanwhile), or after the deadline. " +
          "The office: 403; anyone else: 404. Written to the unit's history (package_request_withdrawn); the office's notification of the request stays.",
        security: bearer,
        params: idParamsSchema,
        response: { 200: selectionWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const outcome = await withdrawRequest(db(), request.user!.id, request.params.id);
      if (outcome.kind !== 'done') throw refuseWithdrawal(outcome);
      return { message: translate('selections.withdrawn', lang, { package: levelName(outcome.level, lang) }), selection: outcome.selection };
    },
  );

  app.post(
    '/units/:id/selection/decision',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "Approve or decline the unit's pending package request, with a note (the office)",
        description:
          `note: up to ${SELECTION_NOTE_MAX_LENGTH} characters, shown to the buyer. An approval sets the unit's level (its show room shows it) and adds the requested price as a line of the unit's payment schedule, ` +
          `due ${SELECTION_LINE_DUE_DAYS} days later (editable as any unpaid line; none for a price of 0), in one transaction. 409 with nothing pending. ` +
          "Written to the unit's history (package_request_approved, package_request_declined).",
        security: bearer,
        params: idParamsSchema,
        body: selectionDecisionSchema,
        response: { 200: selectionWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const outcome = await decideRequestOf(signal, request.user!.id, request.params.id, request.body, notices());
      app.mailer.nudge();
      if (outcome.kind !== 'done') throw refuseDecision(outcome);
      const key = outcome.approved ? 'selections.approved' : 'selections.declined';
      return { message: translate(key, lang, { package: levelName(outcome.level, lang) }), selection: outcome.selection };
    },
  );
};
