// Brochure download (SPEC §1, §4): the PDF in the stored language, fetched with retries and
// the loading states of SPEC §4 — loading, attempt {attempt}/{maxAttempts}, a slow-connection
// prompt with "continue waiting", an error with retry, and "could not load". The tab is opened
// at the tap (so no pop-up blocker stops it) and shows the PDF once it has arrived. Used by the
// top bar's BROCHURE link and the development menu's About dialog; the links keep their href,
// so without script they still open the PDF.
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@vitrina/contracts';
import { useLanguage } from '../../lib/i18n';
import buttonStyles from '../ui/button.module.css';
import styles from './brochure.module.css';

export const BROCHURE_MAX_ATTEMPTS = 3;
/** After this long without an answer the slow-connection prompt appears. */
export const BROCHURE_SLOW_MS = 5_000;
/** One attempt gives up after this long. */
const ATTEMPT_TIMEOUT_MS = 20_000;

type State =
  | { status: 'idle' }
  | { status: 'loading'; attempt: number; slow: boolean; waiting: boolean }
  | { status: 'error' };

export const brochureUrl = (lang: Language) => `/api/pdf/${lang}`;

/**
 * A development's brochure (decision 030): the seed's address for the first development (the
 * top bar's, SPEC §7), /api/developments/{slug}/pdf/{lang} for the others.
 */
export const developmentBrochureUrl = (development: { slug: string; first: boolean }, lang: Language) =>
  development.first ? brochureUrl(lang) : `/api/developments/${encodeURIComponent(development.slug)}/pdf/${lang}`;

export function useBrochure() {
  const { i18n } = useTranslation();
  const [state, setState] = useState<State>({ status: 'idle' });
  const run = useRef(0);
  const tab = useRef<Window | null>(null);

  const start = useCallback(async (url: string) => {
    const id = ++run.current;
    void i18n.loadNamespaces('brochure');
    tab.current = window.open('', '_blank');
    for (let attempt = 1; attempt <= BROCHURE_MAX_ATTEMPTS; attempt++) {
      setState({ status: 'loading', attempt, slow: false, waiting: false });
      const slow = window.setTimeout(() => {
        setState((s) => (run.current === id && s.status === 'loading' && !s.waiting ? { ...s, slow: true } : s));
      }, BROCHURE_SLOW_MS);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        window.clearTimeout(slow);
        if (run.current !== id) return;
        const objectUrl = URL.createObjectURL(blob);
        if (tab.current && !tab.current.closed) tab.current.location.href = objectUrl;
        else window.open(objectUrl, '_blank');
        setState({ status: 'idle' });
        return;
      } catch {
        window.clearTimeout(slow);
        if (run.current !== id) return;
      }
    }
    tab.current?.close();
    setState({ status: 'error' });
  }, [i18n]);

  const cancel = useCallback(() => {
    run.current++;
    tab.current?.close();
    setState({ status: 'idle' });
  }, []);

  const keepWaiting = useCallback(() => setState((s) => (s.status === 'loading' ? { ...s, slow: false, waiting: true } : s)), []);

  /** For a link to the PDF: keep its href, but load it with the states above. */
  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void start(event.currentTarget.href);
    },
    [start],
  );

  return { state, start, cancel, keepWaiting, onLinkClick };
}

export function BrochureStatus({ brochure }: { brochure: ReturnType<typeof useBrochure> }) {
  // No suspense: the namespace is requested when a download starts, ready within moments.
  const { t } = useTranslation('brochure', { useSuspense: false });
  const lang = useLanguage();
  const { state } = brochure;
  if (state.status === 'idle') return null;
  return (
    <div className={styles.panel} role="status" aria-live="polite" data-testid="brochure-status">
      {state.status === 'loading' ? (
        <>
          <p className={styles.line}>
            <span className={styles.spinner} aria-hidden="true" />
            {t('loading')}
          </p>
          <p className={styles.attempt}>{t('attempt', { attempt: state.attempt, maxAttempts: BROCHURE_MAX_ATTEMPTS })}</p>
          {state.slow ? (
            <>
              <p>{t('slow')}</p>
              <div className={styles.actions}>
                <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={brochure.keepWaiting}>
                  {t('continueWaiting')}
                </button>
                <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={brochure.cancel}>
                  {t('cancel')}
                </button>
              </div>
            </>
          ) : null}
        </>
      ) : (
        <>
          <p className={styles.line}>{t('couldNotLoad')}</p>
          <p>{t('error')}</p>
          <div className={styles.actions}>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => void brochure.start(brochureUrl(lang))}>
              {t('retry')}
            </button>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={brochure.cancel}>
              {t('close')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
