// Registration and forgot-password bodies carry no `lang` (decision 028): the account's chosen
// language goes as the registration's Accept-Language, the mail's is the current one.
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { postForgotPassword } from './forgot-password';
import { postRegister } from './register';

const PERSON = { name: 'Ana López', email: 'ana@example.com', phone: '+525512345678', password: 'Cuenta-1-Segura9' };

function capture() {
  const sent: Array<{ path: string; language: string | null; body: unknown }> = [];
  setApiTransport(async (path, init) => {
    sent.push({ path, language: new Headers(init.headers).get('Accept-Language'), body: JSON.parse(String(init.body)) });
    return new Response('"unchecked"', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(async () => {
  setApiTransport(() => Promise.reject(new Error('no transport in tests')));
  await i18n.changeLanguage('es');
});

describe('languages of the account requests', () => {
  it('POST /register: the chosen language as Accept-Language, not in the body', async () => {
    const sent = capture();
    await postRegister({ ...PERSON, lang: 'fr' }).catch(() => undefined);
    await i18n.changeLanguage('en');
    await postRegister(PERSON).catch(() => undefined);
    expect(sent).toEqual([
      { path: '/register', language: 'fr', body: PERSON },
      { path: '/register', language: 'en', body: PERSON },
    ]);
  });

  it('POST /forgot-password: the current language as Accept-Language, the body only the e-mail', async () => {
    const sent = capture();
    await i18n.changeLanguage('fr');
    await postForgotPassword({ email: PERSON.email }).catch(() => undefined);
    expect(sent).toEqual([{ path: '/forgot-password', language: 'fr', body: { email: PERSON.email } }]);
  });
});
