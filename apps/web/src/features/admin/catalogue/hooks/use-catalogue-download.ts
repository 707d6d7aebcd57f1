// Downloads of the catalogue and of the import template (issue 13): which one is under way,
// and why the last one failed, in the words of the import screen.
import { useCallback, useState } from 'react';
import type { ItemFileFormat } from '@vitrina/contracts';
import { downloadCatalogueFile, type CatalogueFileKind } from '../../../../api/admin/catalogue-file';
import { importProblem, type ImportProblemKey } from '../../shared/import-state';
import { useLanguage } from '../../../../lib/i18n';

/** The failures that mean the same for a download as for an import; any other is "could not download". */
const SHARED_PROBLEMS: readonly ImportProblemKey[] = ['signedOut', 'forbidden', 'rateLimited', 'unavailable', 'network', 'timeout'];

export function useCatalogueDownload() {
  const lang = useLanguage();
  const [busy, setBusy] = useState<`${CatalogueFileKind}-${ItemFileFormat}` | null>(null);
  const [problem, setProblem] = useState<ImportProblemKey | 'downloadFailed' | null>(null);

  const download = useCallback(
    async (kind: CatalogueFileKind, format: ItemFileFormat) => {
      setBusy(`${kind}-${format}`);
      setProblem(null);
      try {
        await downloadCatalogueFile(kind, format, { lang });
      } catch (error) {
        const { key } = importProblem(error);
        setProblem(SHARED_PROBLEMS.includes(key) ? key : 'downloadFailed');
      } finally {
        setBusy(null);
      }
    },
    [lang],
  );

  return { busy, problem, download };
}
