// A lead names its language only in Accept-Language (decision 028); one kept offline is sent
// later with the language it was written in, whatever the interface speaks by then.
import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@vitrina/contracts';
import { setApiTransport } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { keptWrites, sendKeptWrites } from '../../offline/outbox';
import { packageInterest, postContact } from './post-contact';

const LEAD = { name: 'Hélène Dubois', email: 'helene@example.fr', phone: '+33612345678' };
const USER: User = { id: 7, name: 'Ana López', email: 'ana@example.com', phone: '+525512345678', type: 'User' };

beforeEach(() => clear(createStore('vitrina-outbox', 'writes')));
afterEach(async () => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  setApiTransport(() => Promise.reject(new Error('no transport in tests')));
  await i18n.changeLanguage('es');
});

describe('POST /contact', () => {
  it('sends the lead without `lang`, in the current language’s Accept-Language', async () => {
    await i18n.changeLanguage('fr');
    const sent: Array<{ language: string | null; body: unknown }> = [];
    setApiTransport(async (_path, init) => {
      sent.push({ language: new Headers(init.headers).get('Accept-Language'), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ success: true, message: 'Merci' }), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    await expect(postContact(LEAD)).resolves.toEqual({ kept: false, message: 'Merci' });
    await postContact(packageInterest(USER, 'GOLD'));
    expect(sent).toEqual([
      { language: 'fr', body: LEAD },
      { language: 'fr', body: { name: USER.name, email: USER.email, phone: USER.phone, package: 'GOLD' } },
    ]);
  });

  it('kept offline, it keeps the language it was written in', async () => {
    await i18n.changeLanguage('en');
    onlineManager.setOnline(false);
    await expect(postContact(LEAD)).resolves.toEqual({ kept: true });
    const [kept] = await keptWrites();
    expect(kept!.headers['Accept-Language']).toBe('en');
    expect(kept!.body).toEqual(LEAD);

    await i18n.changeLanguage('fr');
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(null, { status: 201 });
    });
    expect((await sendKeptWrites()).sent).toHaveLength(1);
    expect((calls[0]!.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });
});
