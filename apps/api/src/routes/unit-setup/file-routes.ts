// A development's units as a spreadsheet (Admin, issue 22, decision 034):
// POST /developments/{slug}/units/import (CSV or XLSX, with a dry run) and
// GET /developments/{slug}/units/export. The habits are the catalogue import's (decision 024);
// the work is in unit-setup/; these handlers read the upload, translate and answer.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEVELOPMENT_UNITS_MAX,
  UNIT_IMPORT_COLUMNS,
  UNIT_IMPORT_MAX_BYTES,
  apiErrorSchema,
  dryRunQuerySchema,
  unitExportQuerySchema,
  unitImportErrorSchema,
  unitImportResultSchema,
  type Language,
} from '@vitrina/contracts';
import { notFound } from '../../http/errors';
import { acceptSpreadsheetUploads, fileRefusal, fileResponse, readSpreadsheetUpload, sendFile, translateRowErrors } from '../../http/spreadsheet-files';
import { requestLanguage, translate } from '../../i18n/translate';
import { requireAdmin } from '../../plugins/auth';
import { ImportFileError } from '../../spreadsheet/parse-file';
import { importUnits } from '../../unit-setup/import-units';
import { writeUnitsFile } from '../../unit-setup/units-file';
import { TAG, UNIT_FILE_KEYS, bearer, errorResponses, megabytes, slugParams, type DevelopmentsOptions } from './route-schemas';
import { findDevelopment } from '../../unit-inventory/units-write-repository';
import { developmentUnits } from './unit-setup-repository';

const columns = UNIT_IMPORT_COLUMNS.join(', ');

/** A 422 about the whole file (nothing to count), in the import's 422 shape. */
function refuseFile(reply: FastifyReply, dryRun: boolean, message: string) {
  const body = { message, code: 'validation_failed' as const, dry_run: dryRun, create: 0, update: 0, unchanged: 0, unknown_columns: [], errors_total: 0, errors: [] };
  return reply.code(422).send(body);
}

export const fileRoutes: FastifyPluginAsyncZod<DevelopmentsOptions> = async (app, { ctx }) => {
  // Only this plugin's routes parse multipart; the one file may be UNIT_IMPORT_MAX_BYTES.
  await acceptSpreadsheetUploads(app, UNIT_IMPORT_MAX_BYTES);

  app.post(
    '/developments/:slug/units/import',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Import a development’s units from a CSV or XLSX file (Admin; multipart field "file")',
        description:
          `A CSV (UTF-8) or an XLSX (first sheet), judged by content, at most ${megabytes} MB (413) and ${DEVELOPMENT_UNITS_MAX} rows; ` +
          `anything else 415. Columns, in any order and case: ${columns}; others are named in unknown_columns and ignored. Rows are ` +
          'matched by number: a new one is created (available), a known one updated when anything differs, an identical one left ' +
          'alone. typology is one of the development’s unit types; an empty size_m2 is the unit type’s. status is read, never ' +
          'written: empty or available for a new unit, empty or its current status for a known one. A number twice, or two units on ' +
          'one floor and position, is an error. A changed price is kept in the price history (reason "import"). With dry_run=true ' +
          'nothing is written and errors are listed in a 200; otherwise everything is written in one transaction, or, on any error, ' +
          'nothing (422 with every error by line, the header being line 1, and column).',
        consumes: ['multipart/form-data'],
        security: bearer,
        params: slugParams,
        querystring: dryRunQuerySchema,
        response: {
          200: unitImportResultSchema,
          422: z.union([unitImportErrorSchema, apiErrorSchema]),
          ...errorResponses(401, 403, 404, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dry_run;
      const lang: Language = requestLanguage(request);
      const { bytes, hint } = await readSpreadsheetUpload(request, UNIT_IMPORT_MAX_BYTES, UNIT_FILE_KEYS);
      let outcome;
      try {
        outcome = await importUnits(app.database.db, ctx.signal, request.user!.id, request.params.slug, bytes, hint, dryRun);
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        const { key, params } = fileRefusal(error, UNIT_FILE_KEYS, DEVELOPMENT_UNITS_MAX, lang);
        return refuseFile(reply, dryRun, translate(key, lang, params));
      }
      if (outcome.kind === 'not-found') throw notFound('developments.notFound');
      if (outcome.kind === 'too-many-units') return refuseFile(reply, dryRun, translate('units.tooManyUnits', lang, { max: DEVELOPMENT_UNITS_MAX }));
      if (outcome.written) request.log.info({ create: outcome.create, update: outcome.update, unchanged: outcome.unchanged }, 'units imported');
      const body = {
        dry_run: dryRun,
        create: outcome.create,
        update: outcome.update,
        unchanged: outcome.unchanged,
        unknown_columns: outcome.unknownColumns,
        errors_total: outcome.errors.length,
        errors: translateRowErrors(outcome.errors, lang),
      };
      if (dryRun || outcome.errors.length === 0) return body;
      const message = translate('units.importHasErrors', lang, { count: outcome.errors.length });
      return reply.code(422).send({ message, code: 'validation_failed' as const, ...body });
    },
  );

  app.get(
    '/developments/:slug/units/export',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'A development’s units as a CSV or XLSX file (Admin)',
        description:
          `Every unit, by floor, then position, then number, with exactly the import’s columns in this order: ${columns}; so ` +
          'export → edit → import round-trips. CSV: UTF-8 with a BOM, RFC 4180. A text starting with = + - or @ is written behind ' +
          'an apostrophe, so no spreadsheet runs it as a formula.',
        security: bearer,
        params: slugParams,
        querystring: unitExportQuerySchema,
        response: { 200: fileResponse('The file, as an attachment named units-{slug}-{yyyy-mm-dd}.csv|xlsx'), ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const { slug } = request.params;
      const development = await findDevelopment(app.database.db, slug);
      if (!development) throw notFound('developments.notFound');
      const bytes = await writeUnitsFile(await developmentUnits(app.database.db, development.id), format);
      return sendFile(reply, bytes, format, `units-${slug}-${new Date().toISOString().slice(0, 10)}`);
    },
  );
};
