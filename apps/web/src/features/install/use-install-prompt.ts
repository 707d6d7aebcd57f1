import { useEffect, useState, useSyncExternalStore } from 'react';
import { getInstallState, subscribeInstallState } from './install-prompt';

/** SPEC §9: without a browser prompt, the button still appears after 3 s (with instructions). */
export const INSTALL_FALLBACK_MS = 3000;

export function useInstallPrompt() {
  const state = useSyncExternalStore(subscribeInstallState, getInstallState, getInstallState);
  const [fallbackDue, setFallbackDue] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setFallbackDue(true), INSTALL_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const hidden = state.standalone || state.installed;
  return {
    ...state,
    visible: !hidden && (state.prompt !== null || fallbackDue),
  };
}
