// The units as a spreadsheet (issue 22, decision 034; Admin): GET .../units/export?format=csv|xlsx
// downloaded with the bearer token, and POST .../units/import?dry_run= (multipart `file`) with
// the catalogue import's habits — a dry run with every wrong cell, then the import, or a 422 with
// every wrong cell and nothing written.
import { API_TIMEOUT_MS, unitImportErrorSchema, unitImportResultSchema, type ItemFileFormat, type Language, type UnitImportResult } from '@vitrina/contracts';
import { ApiError, isApiError } from '../../lib/api-error';
import { apiDownload } from '../../lib/api-download';
import { saveFile } from '../../lib/save-file';
import { uploadForm } from '../../lib/upload';

const base = (slug: string) => `/developments/${encodeURIComponent(slug)}/units`;

export async function downloadUnitsFile(slug: string, format: ItemFileFormat, { lang }: { lang: Language }): Promise<void> {
  const { blob, fileName } = await apiDownload(`${base(slug)}/export?format=${format}`, { lang });
  saveFile(blob, fileName ?? `${slug}-units.${format}`);
}

export async function importUnits(slug: string, file: File, { dryRun, lang, signal }: { dryRun: boolean; lang: Language; signal?: AbortSignal }): Promise<UnitImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await uploadForm(`${base(slug)}/import?dry_run=${String(dryRun)}`, form, { lang, signal, timeoutMs: API_TIMEOUT_MS * 6 });
  const parsed = unitImportResultSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, body, 'invalid answer');
  return parsed.data;
}

/** The 422 of an import with wrong rows (its counts and errors), or null for any other failure. */
export function unitImportRefusal(error: unknown): UnitImportResult | null {
  if (!isApiError(error) || error.code !== 'validation_failed') return null;
  const parsed = unitImportErrorSchema.safeParse(error.body);
  return parsed.success && parsed.data.errors.length > 0 ? parsed.data : null;
}
