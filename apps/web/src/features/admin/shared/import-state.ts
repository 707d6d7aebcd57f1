// The import screen's model (issue 13), pure and unit-tested: the steps of an import (choose a
// file → dry run → preview → import → result), what a failure means for the person (by the API
// error's code, never its status), and the error table cut to what a page can hold.
import { ITEM_IMPORT_COLUMNS, ITEM_IMPORT_MAX_BYTES, type ItemImportLineError, type ItemImportResult } from '@vitrina/contracts';
import { isApiError } from '../../../lib/api-error';

// --- What went wrong --------------------------------------------------------------------

/** Each has its text under admin:import.problems.{key}. */
export type ImportProblemKey =
  | 'empty'
  | 'tooLarge'
  | 'unsupported'
  | 'invalid'
  | 'rowErrors'
  | 'signedOut'
  | 'forbidden'
  | 'rateLimited'
  | 'unavailable'
  | 'network'
  | 'timeout'
  | 'failed';

export interface ImportProblem {
  key: ImportProblemKey;
  /** The server's own text (already in the request's language), when it says more than ours. */
  detail?: string;
}

/** A file refused before sending it: empty, or over the server's limit (no point uploading 70 MB to hear 413). */
export function fileProblem(file: Pick<File, 'size'>): ImportProblem | null {
  if (file.size === 0) return { key: 'empty' };
  if (file.size > ITEM_IMPORT_MAX_BYTES) return { key: 'tooLarge' };
  return null;
}

/** A failed dry run or import, as the screen explains it: by the error's stable code. */
export function importProblem(error: unknown): ImportProblem {
  if (!isApiError(error)) return { key: 'failed' };
  const detail = error.body && error.message.trim() ? error.message : undefined;
  switch (error.code) {
    case 'payload_too_large':
      return { key: 'tooLarge' };
    case 'unsupported_media_type':
      return { key: 'unsupported' };
    case 'validation_failed':
    case 'bad_request':
      // A file the server could not read as a whole (no header, no code column…): its reason.
      return { key: 'invalid', detail };
    case 'unauthenticated':
      return { key: 'signedOut' };
    case 'forbidden':
      return { key: 'forbidden' };
    case 'rate_limited':
      return { key: 'rateLimited' };
    case 'database_unavailable':
      return { key: 'unavailable' };
    case 'network':
    case 'timeout':
      // No answer at all: the line dropped, or the server took too long.
      return { key: error.code };
    default:
      return { key: 'failed' };
  }
}

// --- The steps ---------------------------------------------------------------------------

/** `progress`: 0…1 while the file is sent; null once it is sent and the server is working. */
export type ImportState =
  | { step: 'choose'; problem: ImportProblem | null }
  | { step: 'checking'; file: File; progress: number | null }
  | { step: 'preview'; file: File; preview: ItemImportResult; problem: ImportProblem | null }
  | { step: 'importing'; file: File; preview: ItemImportResult; progress: number | null }
  | { step: 'done'; file: File; result: ItemImportResult };

export type ImportAction =
  | { type: 'check'; file: File }
  | { type: 'progress'; fraction: number }
  | { type: 'sent' }
  | { type: 'checked'; result: ItemImportResult }
  | { type: 'refused'; problem: ImportProblem }
  | { type: 'import' }
  | { type: 'imported'; result: ItemImportResult }
  /** The import failed; `answer` is the 422's counts and errors when rows were wrong. */
  | { type: 'importFailed'; problem: ImportProblem; answer: ItemImportResult | null }
  | { type: 'cancel' }
  | { type: 'reset' };

export const initialImportState: ImportState = { step: 'choose', problem: null };

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'check':
      return { step: 'checking', file: action.file, progress: 0 };
    case 'progress':
      // Progress only moves forward, and not once the server has the whole file.
      if ((state.step === 'checking' || state.step === 'importing') && state.progress !== null) return { ...state, progress: Math.max(state.progress, Math.min(1, action.fraction)) };
      return state;
    case 'sent':
      return state.step === 'checking' || state.step === 'importing' ? { ...state, progress: null } : state;
    case 'checked':
      return state.step === 'checking' ? { step: 'preview', file: state.file, preview: action.result, problem: null } : state;
    case 'refused':
      return { step: 'choose', problem: action.problem };
    case 'import':
      return state.step === 'preview' && canImport(state.preview) ? { step: 'importing', file: state.file, preview: state.preview, progress: 0 } : state;
    case 'imported':
      return state.step === 'importing' ? { step: 'done', file: state.file, result: action.result } : state;
    case 'importFailed':
      if (state.step !== 'importing') return state;
      return { step: 'preview', file: state.file, preview: action.answer ?? state.preview, problem: action.problem };
    case 'cancel':
      // A cancelled import goes back to its preview (nothing was written); a cancelled check to the start.
      if (state.step === 'importing') return { step: 'preview', file: state.file, preview: state.preview, problem: null };
      return state.step === 'checking' ? initialImportState : state;
    case 'reset':
      return initialImportState;
  }
}

/** Import is offered for a clean file that changes something. */
export const canImport = (preview: ItemImportResult): boolean => errorTotal(preview) === 0 && preview.create + preview.update > 0;

// --- The error table ---------------------------------------------------------------------

/** Rows the table shows at most: thousands of rows would make the page heavy to scroll and read. */
export const ERROR_ROWS_SHOWN = 200;

const columnOrder = (field: string) => {
  const at = (ITEM_IMPORT_COLUMNS as readonly string[]).indexOf(field.toLowerCase());
  return at < 0 ? ITEM_IMPORT_COLUMNS.length : at;
};

const byLineThenColumn = (a: ItemImportLineError, b: ItemImportLineError) => a.line - b.line || columnOrder(a.field) - columnOrder(b.field) || a.field.localeCompare(b.field);

export interface ErrorTable {
  rows: ItemImportLineError[];
  /** Errors not shown: those of the answer after the first `limit`, and those the answer left out. */
  hidden: number;
  /** Every error of the file. */
  total: number;
  /** The errors the answer lists (the API lists the first ITEM_IMPORT_MAX_ERRORS of `total`). */
  listed: number;
}

/** How many errors the file has: the answer's count, else its list. */
export const errorTotal = (answer: Pick<ItemImportResult, 'errors' | 'errors_total'>): number => Math.max(answer.errors_total ?? 0, answer.errors.length);

/** The first `limit` errors by line, then by column in the file's order. */
export function errorTable(errors: readonly ItemImportLineError[], total = errors.length, limit = ERROR_ROWS_SHOWN): ErrorTable {
  const rows = [...errors].sort(byLineThenColumn);
  const all = Math.max(total, rows.length);
  const shown = rows.slice(0, limit);
  return { rows: shown, hidden: all - shown.length, total: all, listed: rows.length };
}

/** How many errors each column has, the most first: what to fix in the spreadsheet at a glance. */
export function errorsByColumn(errors: readonly ItemImportLineError[]): { field: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { field } of errors) counts.set(field, (counts.get(field) ?? 0) + 1);
  return [...counts].map(([field, count]) => ({ field, count })).sort((a, b) => b.count - a.count || columnOrder(a.field) - columnOrder(b.field));
}

/** How many rows have at least one error. */
export const rowsWithErrors = (errors: readonly ItemImportLineError[]): number => new Set(errors.map((e) => e.line)).size;

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading =,+,-,@ is defused. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every error as a CSV (UTF-8 with BOM so spreadsheets read the accents), for the list the table cuts. */
export function errorsCsv(errors: readonly ItemImportLineError[], headers: readonly [string, string, string]): string {
  const rows = [...errors].sort(byLineThenColumn).map((e) => [e.line, e.field, e.message]);
  return `\uFEFF${[headers, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** What the file picker offers; a dropped file of another kind still reaches the server, which answers 415. */
export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
