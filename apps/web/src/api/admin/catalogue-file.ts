// GET /items/export?format=csv|xlsx and GET /items/import/template?format=csv|xlsx (issue 13,
// Admin): the catalogue with exactly the import's columns, and the template (header and one
// example row). Downloaded with the bearer token, named as the server names them.
import type { ItemFileFormat, Language } from '@vitrina/contracts';
import { apiDownload } from '../../lib/api-download';
import { saveFile } from '../../lib/save-file';

export type CatalogueFileKind = 'export' | 'template';

const PATHS: Record<CatalogueFileKind, string> = { export: '/items/export', template: '/items/import/template' };

/** Names for a server that sends no Content-Disposition. */
const FALLBACK_NAMES: Record<CatalogueFileKind, string> = { export: 'catalogue', template: 'catalogue-template' };

export async function downloadCatalogueFile(kind: CatalogueFileKind, format: ItemFileFormat, { lang, signal }: { lang: Language; signal?: AbortSignal }): Promise<void> {
  const query = new URLSearchParams({ format });
  const { blob, fileName } = await apiDownload(`${PATHS[kind]}?${query.toString()}`, { lang, signal });
  saveFile(blob, fileName ?? `${FALLBACK_NAMES[kind]}.${format}`);
}
