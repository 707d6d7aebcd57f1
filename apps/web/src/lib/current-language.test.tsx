// The one answer to "which language?": currentLanguage() outside React, useLanguage() inside,
// and what the API client sends (Accept-Language only).
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { apiHeaders, apiRequest, setApiTransport } from './api-client';
import { formatNumber } from './format';
import { createI18n, currentLanguage, i18n, useLanguage } from './i18n';

function Probe() {
  return <>{useLanguage()}</>;
}

afterEach(async () => {
  setApiTransport(() => Promise.reject(new Error('no transport in tests')));
  await i18n.changeLanguage('es');
});

describe('the current language', () => {
  it('is Spanish at start (nothing stored), and follows a switch', async () => {
    expect(currentLanguage()).toBe('es');
    await i18n.changeLanguage('fr');
    expect(currentLanguage()).toBe('fr');
    expect(renderToString(<Probe />)).toBe('fr');
  });

  it('in a component under a provider (the server renderer) is that instance’s language', () => {
    const page = createI18n('en', { common: {} });
    expect(renderToString(<I18nextProvider i18n={page}><Probe /></I18nextProvider>)).toBe('en');
    expect(currentLanguage()).toBe('es');
  });

  it('formats numbers when no language is given', async () => {
    await i18n.changeLanguage('en');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('goes to the API as Accept-Language: the caller’s, else the current one; never in the body', async () => {
    expect(apiHeaders()['Accept-Language']).toBe('es');
    expect(apiHeaders('en')['Accept-Language']).toBe('en');
    await i18n.changeLanguage('fr');
    expect(apiHeaders(undefined, null)).toEqual({ Accept: 'application/json', 'Accept-Language': 'fr' });

    const sent: Array<{ language: string | null; body: unknown }> = [];
    setApiTransport(async (_path, init) => {
      sent.push({ language: new Headers(init.headers).get('Accept-Language'), body: init.body });
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await apiRequest('/x', { method: 'POST', body: { a: 1 } });
    await apiRequest('/x', { lang: 'en' });
    expect(sent).toEqual([
      { language: 'fr', body: '{"a":1}' },
      { language: 'en', body: undefined },
    ]);
  });
});
