// An uploaded spreadsheet (the catalogue's, a development's units) → its rows of text cells,
// each with its line in the file (the header is line 1). The format is judged by the bytes: a
// zip is read as XLSX, valid UTF-8 text as CSV; the file's name and type only refuse what
// clearly says it is something else. Parsing is left to csv-parse and read-excel-file
// (decision 024).
import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { ITEM_IMPORT_MAX_ROWS, type ItemFileFormat } from '@vitrina/contracts';

export interface SheetRow {
  /** Line in the file: for a CSV the physical line the row starts on, for an XLSX the row number. */
  line: number;
  cells: string[];
}

export interface ParsedSheet {
  format: ItemFileFormat;
  header: SheetRow;
  /** The data rows, without blank ones. */
  rows: SheetRow[];
}

export type ImportFileProblem =
  /** Neither a zip nor UTF-8 text, or named/typed as another kind of file: 415. */
  | 'unsupported'
  /** A zip that is not a readable workbook: 415. */
  | 'unreadable'
  /** A workbook larger than MAX_XLSX_UNZIPPED_BYTES once unzipped (a zip bomb, say): 413. */
  | 'unzipped_too_large'
  /** No header, or no data row under it: 422. */
  | 'empty'
  /** More data rows than the import takes (`maxRows`): 422. */
  | 'too_many_rows'
  /** A CSV whose quoting breaks at `line`: reported as that line's error. */
  | 'malformed';

export class ImportFileError extends Error {
  constructor(
    readonly problem: ImportFileProblem,
    readonly line?: number,
  ) {
    super(`spreadsheet import: ${problem}${line ? ` at line ${line}` : ''}`);
  }
}

export interface FileHint {
  filename?: string | undefined;
  mimetype?: string | undefined;
}

/** The most data rows a file may hold (the catalogue's ITEM_IMPORT_MAX_ROWS by default). */
export interface ParseOptions {
  maxRows?: number;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Text formats a CSV parser would take but that are something else: PDF (some are pure ASCII), UTF-16. */
const TEXT_LIKE_OTHERS = [Buffer.from('%PDF-'), Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];
/** Names and types that say "not a spreadsheet" even when the bytes happen to be text. */
const OTHER_EXTENSIONS = /\.(pdf|png|jpe?g|gif|webp|avif|svg|json|xml|html?|xls|ods|numbers|docx?|zip)$/i;
const OTHER_TYPES = /^(image|audio|video)\/|^application\/(pdf|json|xml|zip)$|^text\/(html|xml)$|\+(xml|json)$/i;
/**
 * What an XLSX may hold once unzipped (its declared sizes, read before anything is inflated):
 * 50,000 rows of the longest texts the item form allows fit, a zip bomb does not.
 */
export const MAX_XLSX_UNZIPPED_BYTES = 512 * 1024 * 1024;

export async function parseImportFile(bytes: Buffer, hint: FileHint = {}, { maxRows = ITEM_IMPORT_MAX_ROWS }: ParseOptions = {}): Promise<ParsedSheet> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(bytes, maxRows);
  if (TEXT_LIKE_OTHERS.some((magic) => bytes.subarray(0, magic.length).equals(magic))) throw new ImportFileError('unsupported');
  if ((hint.filename && OTHER_EXTENSIONS.test(hint.filename)) || (hint.mimetype && OTHER_TYPES.test(hint.mimetype))) {
    throw new ImportFileError('unsupported');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Latin-1 / Windows-1252 (Excel's plain "CSV"), UTF-16, or binary data.
    throw new ImportFileError('unsupported');
  }
  if (text.includes('\u0000')) throw new ImportFileError('unsupported');
  return readCsv(text, maxRows);
}

// --- CSV -----------------------------------------------------------------------------------

const LINE_BREAK = /\r\n|\r|\n/g;

/** Excel in Spanish or French saves "CSV" with semicolons: a header without commas tells. */
function delimiterOf(text: string): ',' | ';' {
  const end = text.search(/\r|\n/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
}

function readCsv(raw: string, maxRows: number): ParsedSheet {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const rows: SheetRow[] = [];
  let header: SheetRow | undefined;
  // Lines before the record being read. csv-parse's own line count counts a CRLF inside quotes
  // twice, so lines are counted here from each record's raw text (a blank line is a record).
  let linesBefore = 0;
  try {
    parseCsv(text, {
      delimiter: delimiterOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: false,
      raw: true,
      // Rows are kept here, with their line, and never by the parser (its result stays empty).
      // With `raw`, csv-parse hands { raw, record } (its typings say string[]).
      on_record: (value: unknown) => {
        const { raw, record } = value as { raw: string; record: string[] };
        const line = linesBefore + 1;
        linesBefore += raw.match(LINE_BREAK)?.length ?? 0;
        if (isBlank(record)) return null;
        if (!header) header = { line, cells: record };
        else if (rows.push({ line, cells: record }) > maxRows) throw new ImportFileError('too_many_rows');
        return null;
      },
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    // A quote opened and never closed, or a stray quote inside an unquoted field.
    if (error instanceof CsvError) throw new ImportFileError('malformed', linesBefore + 1);
    throw error;
  }
  return sheet('csv', header, rows);
}

// --- XLSX ----------------------------------------------------------------------------------

async function readXlsx(bytes: Buffer, maxRows: number): Promise<ParsedSheet> {
  let unzipped = 0;
  try {
    // Declared sizes only: the filter inflates nothing.
    unzipSync(bytes, {
      filter: (entry) => {
        unzipped += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw new ImportFileError('unreadable');
  }
  if (unzipped > MAX_XLSX_UNZIPPED_BYTES) throw new ImportFileError('unzipped_too_large');
  let data: unknown[][];
  try {
    // Numbers as written in the file ("007" typed as text stays text; 12 stays "12", never 12.000000001).
    data = await readSheet(bytes, { trim: false, parseNumber: (value: string) => value });
  } catch {
    // A zip that is not a workbook (a .docx, a plain archive) or a damaged one.
    throw new ImportFileError('unreadable');
  }
  let header: SheetRow | undefined;
  const rows: SheetRow[] = [];
  data.forEach((values, index) => {
    const cells = values.map(cellText);
    if (isBlank(cells)) return;
    // read-excel-file fills gaps between rows, so the index is the sheet's row number - 1.
    const row = { line: index + 1, cells };
    if (!header) header = row;
    else rows.push(row);
  });
  if (rows.length > maxRows) throw new ImportFileError('too_many_rows');
  return sheet('xlsx', header, rows);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A cell Excel took for a date: its day, as a person would have typed it.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

// --- both ----------------------------------------------------------------------------------

/** A row of empty cells (or of spaces): a spreadsheet's leftover, neither counted nor checked. */
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function sheet(format: ItemFileFormat, header: SheetRow | undefined, rows: SheetRow[]): ParsedSheet {
  if (!header || rows.length === 0) throw new ImportFileError('empty');
  return { format, header, rows };
}
