import { describe, expect, it } from 'vitest';
import { ITEM_IMPORT_MAX_BYTES, type ItemImportResult } from '@vitrina/contracts';
import { ApiError } from '../../../lib/api-error';
import {
  canImport,
  csvField,
  errorTable,
  errorTotal,
  errorsByColumn,
  errorsCsv,
  fileProblem,
  importProblem,
  importReducer,
  initialImportState,
  rowsWithErrors,
  type ImportState,
} from './import-state';

const result = (over: Partial<ItemImportResult> = {}): ItemImportResult => ({ create: 2, update: 1, unchanged: 5, unknown_columns: [], dry_run: true, errors: [], ...over });
const file = new File(['code\nA-1\n'], 'catalogo.csv', { type: 'text/csv' });
const apiError = (status: number, code: string | null, message = 'Texto del servidor') => new ApiError(status, code ? { message, code } : null, code ? message : 'network');

describe('importProblem: a failure explained by the error code', () => {
  it('names each refusal of the server by its code, not its status', () => {
    expect(importProblem(apiError(413, 'payload_too_large')).key).toBe('tooLarge');
    expect(importProblem(apiError(415, 'unsupported_media_type')).key).toBe('unsupported');
    expect(importProblem(apiError(401, 'unauthenticated')).key).toBe('signedOut');
    expect(importProblem(apiError(403, 'forbidden')).key).toBe('forbidden');
    expect(importProblem(apiError(429, 'rate_limited')).key).toBe('rateLimited');
    expect(importProblem(apiError(503, 'database_unavailable')).key).toBe('unavailable');
    expect(importProblem(apiError(500, 'internal')).key).toBe('failed');
    // The code decides: a 400 that says "too large" is too large.
    expect(importProblem(apiError(400, 'payload_too_large')).key).toBe('tooLarge');
  });
  it('keeps the server’s reason for a file it could not read as a whole', () => {
    expect(importProblem(apiError(422, 'validation_failed', 'Falta la columna code'))).toEqual({ key: 'invalid', detail: 'Falta la columna code' });
  });
  it('tells a dropped line from a slow server, and anything else from both', () => {
    expect(importProblem(new ApiError(0, null, 'network')).key).toBe('network');
    expect(importProblem(new ApiError(0, null, 'timeout')).key).toBe('timeout');
    expect(importProblem(new ApiError(502, null, 'Bad Gateway')).key).toBe('failed');
    expect(importProblem(new Error('boom')).key).toBe('failed');
  });
  it('refuses an empty file and one over the limit before sending them', () => {
    expect(fileProblem({ size: 0 })?.key).toBe('empty');
    expect(fileProblem({ size: ITEM_IMPORT_MAX_BYTES + 1 })?.key).toBe('tooLarge');
    expect(fileProblem({ size: ITEM_IMPORT_MAX_BYTES })).toBeNull();
  });
});

describe('importReducer: choose → check → preview → import → result', () => {
  const run = (...actions: Parameters<typeof importReducer>[1][]) => actions.reduce(importReducer, initialImportState);

  it('goes through a clean import with progress, then the server’s work, then the result', () => {
    let state: ImportState = run({ type: 'check', file }, { type: 'progress', fraction: 0.4 });
    expect(state).toMatchObject({ step: 'checking', progress: 0.4 });
    state = importReducer(state, { type: 'progress', fraction: 0.2 });
    expect(state).toMatchObject({ progress: 0.4 }); // never backwards
    state = importReducer(state, { type: 'sent' });
    expect(state).toMatchObject({ step: 'checking', progress: null });
    state = importReducer(state, { type: 'progress', fraction: 1 });
    expect(state).toMatchObject({ progress: null }); // a late event does not bring the bar back
    state = importReducer(state, { type: 'checked', result: result() });
    expect(state).toMatchObject({ step: 'preview', problem: null });
    state = importReducer(state, { type: 'import' });
    expect(state).toMatchObject({ step: 'importing', progress: 0 });
    state = importReducer(state, { type: 'imported', result: result({ dry_run: false }) });
    expect(state).toMatchObject({ step: 'done', result: { create: 2, dry_run: false } });
    expect(importReducer(state, { type: 'reset' })).toEqual(initialImportState);
  });

  it('does not import a file with errors, nor one that changes nothing', () => {
    const withErrors = run({ type: 'check', file }, { type: 'checked', result: result({ errors: [{ line: 3, field: 'quantity', message: 'x' }] }) });
    expect(importReducer(withErrors, { type: 'import' })).toBe(withErrors);
    expect(canImport(result({ create: 0, update: 0 }))).toBe(false);
    expect(canImport(result())).toBe(true);
  });

  it('shows a refused import’s rows over the preview, and keeps the preview on other failures', () => {
    const importing = run({ type: 'check', file }, { type: 'checked', result: result() }, { type: 'import' });
    const answer = result({ dry_run: false, errors: [{ line: 4, field: 'code', message: 'x' }] });
    expect(importReducer(importing, { type: 'importFailed', problem: { key: 'rowErrors' }, answer })).toMatchObject({ step: 'preview', preview: answer, problem: { key: 'rowErrors' } });
    expect(importReducer(importing, { type: 'importFailed', problem: { key: 'network' }, answer: null })).toMatchObject({ step: 'preview', preview: result(), problem: { key: 'network' } });
  });

  it('cancelling an import returns to its preview; cancelling a check to the start', () => {
    const checking = run({ type: 'check', file });
    expect(importReducer(checking, { type: 'cancel' })).toEqual(initialImportState);
    const importing = run({ type: 'check', file }, { type: 'checked', result: result() }, { type: 'import' });
    expect(importReducer(importing, { type: 'cancel' })).toMatchObject({ step: 'preview', preview: result(), problem: null });
  });

  it('a refused check returns to the start with the reason', () => {
    expect(run({ type: 'check', file }, { type: 'refused', problem: { key: 'unsupported' } })).toEqual({ step: 'choose', problem: { key: 'unsupported' } });
  });
});

describe('the error table', () => {
  const errors = [
    { line: 9, field: 'quantity', message: 'Cantidad' },
    { line: 3, field: 'typology', message: 'Tipología' },
    { line: 3, field: 'code', message: 'Código' },
    { line: 3, field: 'extra', message: '?' },
    { line: 5, field: 'quantity', message: 'Cantidad' },
  ];
  it('orders by line, then by column in the file’s order', () => {
    expect(errorTable(errors).rows.map((e) => `${e.line}:${e.field}`)).toEqual(['3:code', '3:typology', '3:extra', '5:quantity', '9:quantity']);
  });
  it('shows the first rows of thousands and says how many more there are', () => {
    const many = Array.from({ length: 3_500 }, (_, i) => ({ line: 3_501 - i, field: 'quantity', message: 'x' }));
    const table = errorTable(many, many.length, 200);
    expect(table.rows).toHaveLength(200);
    expect(table.rows[0]!.line).toBe(2);
    expect(table).toMatchObject({ hidden: 3_300, total: 3_500, listed: 3_500 });
    expect(errorTable(errors).hidden).toBe(0);
  });
  it('counts the errors the answer left out (it lists the first 1,000)', () => {
    const listed = Array.from({ length: 1_000 }, (_, i) => ({ line: i + 2, field: 'code', message: 'x' }));
    expect(errorTable(listed, 40_000, 200)).toMatchObject({ total: 40_000, listed: 1_000, hidden: 39_800 });
    expect(errorTotal({ errors: listed, errors_total: 40_000 })).toBe(40_000);
    expect(errorTotal({ errors: listed })).toBe(1_000);
    expect(canImport(result({ errors: [], errors_total: 3 }))).toBe(false);
  });
  it('counts errors by column, the most first, and rows with any error', () => {
    expect(errorsByColumn(errors)).toEqual([
      { field: 'quantity', count: 2 },
      { field: 'code', count: 1 },
      { field: 'typology', count: 1 },
      { field: 'extra', count: 1 },
    ]);
    expect(rowsWithErrors(errors)).toBe(3);
  });
  it('writes every error to a safe CSV', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(errorsCsv([{ line: 4, field: 'name_es', message: 'Falta, el nombre' }, { line: 2, field: 'code', message: 'Código' }], ['Línea', 'Columna', 'Error'])).toBe(
      '\uFEFFLínea,Columna,Error\r\n2,code,Código\r\n4,name_es,"Falta, el nombre"\r\n',
    );
  });
});
