// The ALTCHA widget (self-hosted proof of work; DESIGN.md). Loaded only when the server asks
// for it. The CSP-friendly build: styles from a CSS file and the PBKDF2 worker as its own
// script, both from our origin. onSolved gets the payload for the `altcha` field.
import { useEffect, useRef } from 'react';
import type { Language } from '@vitrina/contracts';
import { CAPTCHA_CHALLENGE_URL } from '../../../api/auth/captcha-challenge';
import { useLanguage } from '../../../lib/i18n';
import styles from './auth-form.module.css';

async function loadAltcha(): Promise<void> {
  await import('altcha/external');
  await import('altcha/altcha.css');
  await Promise.all([import('altcha/i18n/es-es'), import('altcha/i18n/en'), import('altcha/i18n/fr-fr')]);
  const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
  for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
    globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
  }
}

/** The widget's own catalogue names for our languages. */
const WIDGET_LANGUAGES: Record<Language, string> = { es: 'es-es', en: 'en', fr: 'fr-fr' };

export function CaptchaWidget({ onSolved }: { onSolved: (payload: string | null) => void }) {
  const lang = useLanguage();
  const host = useRef<HTMLDivElement>(null);
  const language = WIDGET_LANGUAGES[lang];

  useEffect(() => {
    let widget: HTMLElement | null = null;
    let cancelled = false;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onSolved(state === 'verified' && payload ? payload : null);
    };
    void loadAltcha().then(() => {
      if (cancelled || !host.current) return;
      widget = document.createElement('altcha-widget');
      widget.setAttribute('challenge', CAPTCHA_CHALLENGE_URL);
      widget.setAttribute('language', language);
      widget.setAttribute('name', 'altcha');
      widget.setAttribute('auto', 'onload');
      widget.setAttribute('hidefooter', '');
      widget.addEventListener('statechange', onState);
      host.current.append(widget);
    });
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
    };
  }, [language, onSolved]);

  return <div ref={host} className={styles.widget} data-testid="captcha" />;
}
