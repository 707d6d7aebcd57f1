// The import screen's flow (issue 13): a chosen file is checked at once (dry run), the preview
// waits for "Import", the import shows its upload and then the server's work, the result
// refreshes every catalogue read. Only the latest request may change the screen: an answer
// to a cancelled or replaced one is dropped.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLanguage } from '../../../../lib/i18n';
import { isAbort } from '../../../../lib/upload';
import { importItems, importRefusal, useInvalidateCatalogue } from '../../../../api/admin/import-items';
import { fileProblem, importProblem, importReducer, initialImportState, type ImportAction, type ImportState } from '../../shared/import-state';

export interface CatalogueImport {
  state: ImportState;
  /** Checks a file (the dry run); replaces whatever was under way. */
  check: (file: File) => void;
  /** Imports the previewed file. */
  confirm: () => void;
  /** Stops the check, or the import while its file is still being sent. */
  cancel: () => void;
  /** Back to choosing a file. */
  reset: () => void;
}

export function useCatalogueImport(): CatalogueImport {
  const lang = useLanguage();
  const invalidateCatalogue = useInvalidateCatalogue();
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const current = useRef<AbortController | null>(null);
  // The latest state for the callbacks, without making them change on every progress event.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  useEffect(() => () => current.current?.abort(), []);

  /** A new request: the previous one is stopped, and only this one's actions reach the screen. */
  const begin = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const send = (action: ImportAction) => {
      if (current.current === controller) dispatch(action);
    };
    return { signal: controller.signal, send };
  }, []);

  const check = useCallback(
    (file: File) => {
      const early = fileProblem(file);
      if (early) {
        current.current?.abort();
        dispatch({ type: 'refused', problem: early });
        return;
      }
      const { signal, send } = begin();
      send({ type: 'check', file });
      importItems(file, {
        dryRun: true,
        lang,
        signal,
        onProgress: (fraction) => send({ type: 'progress', fraction }),
        onSent: () => send({ type: 'sent' }),
      }).then(
        (result) => send({ type: 'checked', result }),
        (error: unknown) => {
          if (!isAbort(error)) send({ type: 'refused', problem: importProblem(error) });
        },
      );
    },
    [begin, lang],
  );

  const confirm = useCallback(() => {
    const now = latest.current;
    if (now.step !== 'preview') return;
    const { signal, send } = begin();
    send({ type: 'import' });
    let sent = false;
    importItems(now.file, {
      dryRun: false,
      lang,
      signal,
      onProgress: (fraction) => send({ type: 'progress', fraction }),
      onSent: () => {
        sent = true;
        send({ type: 'sent' });
      },
    }).then(
      (result) => {
        send({ type: 'imported', result });
        void invalidateCatalogue();
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        const refusal = importRefusal(error);
        send({ type: 'importFailed', problem: refusal ? { key: 'rowErrors' } : importProblem(error), answer: refusal });
        // Without an answer, the server may still have written the file: show what it holds.
        if (!refusal && sent) void invalidateCatalogue();
      },
    );
  }, [begin, invalidateCatalogue, lang]);

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
    dispatch({ type: 'cancel' });
  }, []);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    dispatch({ type: 'reset' });
  }, []);

  return { state, check, confirm, cancel, reset };
}
