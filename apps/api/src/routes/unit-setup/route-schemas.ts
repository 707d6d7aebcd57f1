// Pieces shared by the bulk unit setup routes (issue 22, decision 034): the OpenAPI tag, the
// development's slug, the messages of the units file.
import { UNIT_IMPORT_MAX_BYTES } from '@vitrina/contracts';
import type { SpreadsheetKeys } from '../../http/spreadsheet-files';

export const TAG = 'units';
export { bearer, errorResponses } from '../../http/route-schemas';
export { slugParams, type DevelopmentsOptions } from '../developments/route-schemas';

export const UNIT_FILE_KEYS: SpreadsheetKeys = {
  fileRequired: 'units.import.fileRequired',
  tooLarge: 'units.import.tooLarge',
  empty: 'units.import.empty',
  tooManyRows: 'units.import.tooManyRows',
};

export const megabytes = UNIT_IMPORT_MAX_BYTES / (1024 * 1024);
