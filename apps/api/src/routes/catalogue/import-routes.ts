// The catalogue as a spreadsheet (Admin, issue 13): POST /items/import (CSV or XLSX, with a dry
// run), GET /items/export and GET /items/import/template. The work is in catalogue-import/;
// these handlers read the upload, translate and answer.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ITEM_IMPORT_COLUMNS,
  ITEM_IMPORT_MAX_BYTES,
  ITEM_IMPORT_MAX_ROWS,
  apiErrorSchema,
  itemExportQuerySchema,
  itemImportErrorSchema,
  itemImportQuerySchema,
  itemImportResultSchema,
  type ItemImportErrorAnswer,
  type Language,
} from '@vitrina/contracts';
import { importCatalogue, type ImportOutcome } from '../../catalogue-import/import-catalogue';
import { TEMPLATE_ITEM, writeCatalogueFile } from '../../catalogue-import/write-file';
import { acceptSpreadsheetUploads, fileRefusal, fileResponse, readSpreadsheetUpload, sendFile, translateRowErrors, type SpreadsheetKeys } from '../../http/spreadsheet-files';
import { requestLanguage, translate } from '../../i18n/translate';
import { requireAdmin } from '../../plugins/auth';
import { ImportFileError } from '../../spreadsheet/parse-file';
import { listItemValues } from './import-repository';
import { TAG, bearer, errorResponses, type CatalogueOptions } from './route-schemas';

const megabytes = ITEM_IMPORT_MAX_BYTES / (1024 * 1024);

const KEYS: SpreadsheetKeys = {
  fileRequired: 'catalogue.import.fileRequired',
  tooLarge: 'catalogue.import.tooLarge',
  empty: 'catalogue.import.empty',
  tooManyRows: 'catalogue.import.tooManyRows',
};

/** The answer's body: counts, what was named, and the first errors in the request's language. */
const answerOf = (outcome: ImportOutcome, dryRun: boolean, lang: Language) => ({
  create: outcome.create,
  update: outcome.update,
  unchanged: outcome.unchanged,
  unknown_columns: outcome.unknownColumns,
  errors_total: outcome.errors.length,
  dry_run: dryRun,
  errors: translateRowErrors(outcome.errors, lang),
});

/** The answer to a file the import cannot read at all: a 422 in the import's shape, a 413 or a 415. */
function refuseImportFile(reply: FastifyReply, error: ImportFileError, dryRun: boolean, lang: Language) {
  const { key, params } = fileRefusal(error, KEYS, ITEM_IMPORT_MAX_ROWS, lang);
  const body: ItemImportErrorAnswer = {
    message: translate(key, lang, params),
    code: 'validation_failed',
    create: 0,
    update: 0,
    unchanged: 0,
    unknown_columns: [],
    errors_total: 0,
    dry_run: dryRun,
    errors: [],
  };
  return reply.code(422).send(body);
}

const columns = ITEM_IMPORT_COLUMNS.join(', ');

export const importRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, { ctx }) => {
  // Only this plugin's routes parse multipart; the one file may be ITEM_IMPORT_MAX_BYTES.
  await acceptSpreadsheetUploads(app, ITEM_IMPORT_MAX_BYTES);

  app.post(
    '/items/import',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Import the catalogue from a CSV or XLSX file (Admin; multipart field "file")',
        description:
          `A CSV (UTF-8, a BOM is fine, comma-separated, header row) or an XLSX (first sheet, header row), judged by content; ` +
          `at most ${megabytes} MB (413) and ${ITEM_IMPORT_MAX_ROWS} rows; anything else 415. Columns, in any order and case: ${columns}; ` +
          'other columns are named in unknown_columns and ignored. Each row follows the item form (POST /items); rows are matched by ' +
          'code (exactly, case included): a new code is created, a known one updated when anything differs (its picture stays), an ' +
          'identical one left alone. With dry_run=true nothing is written and errors are listed in a 200. Otherwise every row is ' +
          'written in one transaction (200), or, if any row is wrong, nothing is written (422 with every error: line as in the file, ' +
          'the header being line 1, and column). A text that starts with an apostrophe before = + - or @ loses that apostrophe, as ' +
          'the export writes it.',
        consumes: ['multipart/form-data'],
        security: bearer,
        querystring: itemImportQuerySchema,
        response: {
          200: itemImportResultSchema,
          // Query mistakes come from the common validation answer; everything else has the import's shape.
          422: z.union([itemImportErrorSchema, apiErrorSchema]),
          ...errorResponses(401, 403, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dry_run;
      const lang = requestLanguage(request);
      const { bytes, hint } = await readSpreadsheetUpload(request, ITEM_IMPORT_MAX_BYTES, KEYS);
      let outcome: ImportOutcome;
      try {
        outcome = await importCatalogue(app.database.db, ctx.signal, bytes, hint, dryRun);
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        return refuseImportFile(reply, error, dryRun, lang);
      }
      if (outcome.written) request.log.info({ create: outcome.create, update: outcome.update, unchanged: outcome.unchanged }, 'catalogue imported');
      const body = answerOf(outcome, dryRun, lang);
      if (dryRun || outcome.errors.length === 0) return body;
      const message = translate('catalogue.import.rowsInvalid', lang, { count: outcome.errors.length });
      return reply.code(422).send({ message, code: 'validation_failed' as const, ...body });
    },
  );

  app.get(
    '/items/export',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'The whole catalogue as a CSV or XLSX file (Admin)',
        description:
          `Every item, ordered by code, with exactly the import's columns in this order: ${columns}; so export → edit → import ` +
          'round-trips. CSV: UTF-8 with a BOM, RFC 4180. A text starting with = + - or @ is written behind an apostrophe, so no ' +
          'spreadsheet runs it as a formula; the import takes the apostrophe off.',
        security: bearer,
        querystring: itemExportQuerySchema,
        response: { 200: fileResponse('The file, as an attachment named catalogue-{yyyy-mm-dd}.csv|xlsx'), ...errorResponses(401, 403, 422, 503) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const bytes = await writeCatalogueFile(await listItemValues(app.database.db), format);
      return sendFile(reply, bytes, format, `catalogue-${new Date().toISOString().slice(0, 10)}`);
    },
  );

  app.get(
    '/items/import/template',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'An import template: the header and one example row (Admin)',
        description: `The import's columns (${columns}) and one complete example item that imports as it is.`,
        security: bearer,
        querystring: itemExportQuerySchema,
        response: { 200: fileResponse('The file, as an attachment named catalogue-template.csv|xlsx'), ...errorResponses(401, 403, 422, 503) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      return sendFile(reply, await writeCatalogueFile([TEMPLATE_ITEM], format), format, 'catalogue-template');
    },
  );
};
