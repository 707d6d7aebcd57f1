// The web app names a request's language only in Accept-Language (decision 028): each route that
// also reads a `lang` body field gives the header alone the same effect, and still honours
// `lang` in the body for other clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { leads, mailOutbox, users } from '../../src/db/schema';
import { translate } from '../../src/i18n/translate';
import { buildTestApp, testDbKind, type TestApp } from '../helper';
import { freshIp, newPerson, register } from './accounts/helpers';

describe(`the request's language from Accept-Language alone (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://vitrina.example.com', SALES_EMAIL: 'ventas@kaanal.test' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshIp() });
  const lastMailTo = async (to: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];
  const lastLead = async () => (await t.database.db.select().from(leads).orderBy(desc(leads.id)).limit(1))[0];

  it('POST /register keeps the header’s language as the account’s and answers its errors in it', async () => {
    const person = newPerson();
    const res = await post('/api/register', person, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().user.id));
    expect(row!.lang).toBe('fr');

    const taken = await post('/api/register', { ...newPerson(), email: person.email }, { 'accept-language': 'en' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [translate('register.emailTaken', 'en')] });
  });

  it('POST /register still takes `lang` in the body, before the header', async () => {
    const res = await post('/api/register', newPerson({ lang: 'en' }), { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().user.id));
    expect(row!.lang).toBe('en');
  });

  it('POST /register, the contact variant, files the lead in the header’s language', async () => {
    const { password: _password, ...contact } = newPerson();
    const res = await post('/api/register', contact, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(translate('register.leadRecorded', 'en'));
    expect(await lastLead()).toMatchObject({ email: contact.email, source: 'register', lang: 'en' });
  });

  it('POST /contact files the lead and answers in the header’s language', async () => {
    const res = await post('/api/contact', { name: 'Hélène Dubois', email: 'helene.header@example.fr', phone: '+33612345678' }, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(translate('contact.sent', 'fr'));
    expect(await lastLead()).toMatchObject({ email: 'helene.header@example.fr', source: 'contact', lang: 'fr' });
  });

  it('POST /forgot-password mails in the header’s language, not the account’s', async () => {
    const { person } = await register(t.app, newPerson({ lang: 'fr' }));
    const res = await post('/api/forgot-password', { email: person.email }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('We have e-mailed you a temporary password');
    expect((await lastMailTo(person.email))!.subject).toBe('Vitrina: your temporary password');
  });

  it('POST /forgot-password: `lang` in the body wins; without a language named, the account’s', async () => {
    const { person } = await register(t.app, newPerson({ lang: 'fr' }));
    expect((await post('/api/forgot-password', { email: person.email, lang: 'es' }, { 'accept-language': 'en' })).statusCode).toBe(200);
    expect((await lastMailTo(person.email))!.subject).toBe('Vitrina: su contraseña temporal');
    // An Accept-Language of no language the product speaks names none either.
    for (const headers of [{}, { 'accept-language': 'de-DE,de;q=0.9' }] as Record<string, string>[]) {
      const other = await register(t.app, newPerson({ lang: 'fr' }));
      expect((await post('/api/forgot-password', { email: other.person.email }, headers)).statusCode).toBe(200);
      expect((await lastMailTo(other.person.email))!.subject).toBe('Vitrina : votre mot de passe temporaire');
    }
  });
});
