import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { leads, mailOutbox } from '../../../src/db/schema';
import { translate } from '../../../src/i18n/translate';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';

const SALES = 'ventas@kaanal.test';
const VALID = { name: 'Mariana López', email: 'mariana@example.com', phone: '+529841112233' };
let ip = 0;
/** Each test posts from its own address, so the per-IP limit of one never touches another. */
const post = (t: TestApp, payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.1.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers, remoteAddress });

describe(`POST /api/contact (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SALES_EMAIL: SALES } });
  });
  afterAll(() => t.close());

  it('files a lead, mails the sales team and answers 201 in the sender’s language', async () => {
    const res = await post(t, { ...VALID, area: 'Inversión', units: 2, message: '¿Tienen vista al mar?', lang: 'fr' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: translate('contact.sent', 'fr') });
    expect(res.json().message).toMatch(/Merci/);

    const [lead] = await t.database.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    expect(lead).toMatchObject({ ...VALID, area: 'Inversión', units: 2, message: '¿Tienen vista al mar?', package: null, source: 'contact', lang: 'fr', status: 'new' });

    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.to).toBe(SALES);
    expect(mail!.subject).toBe('Nuevo contacto de ventas — Mariana López');
    for (const part of ['mariana@example.com', '+529841112233', 'Inversión', 'Unidades: 2', 'Idioma: francés', '¿Tienen vista al mar?', 'formulario de contacto']) {
      expect(mail!.text).toContain(part);
    }
  });

  it('files a package-modal lead with source "package", phone without its +, language from Accept-Language', async () => {
    const res = await post(t, { ...VALID, email: 'pkg@example.com', phone: '529841112233', package: 'BLACK' }, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(translate('contact.sent', 'en'));
    const [lead] = await t.database.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    // Stored in E.164: the digits start with the calling code, the + is added (decision 023).
    expect(lead).toMatchObject({ email: 'pkg@example.com', phone: '+529841112233', package: 'BLACK', source: 'package', lang: 'en' });
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.text).toContain('Paquete de interés: Black Elite');
    expect(mail!.text).toContain('ventana de paquetes');
  });

  it('stores phones in E.164 as libphonenumber reads them, whatever the form of the digits after the calling code', async () => {
    for (const [phone, e164] of [
      ['+330612345678', '+33612345678'], // a French 06 12 34 56 78 after +33, as the old phone field sent it
      ['33612345678', '+33612345678'],
      ['+4407400123456', '+447400123456'], // a British 07400 123456
      ['34612345678', '+34612345678'],
      ['+13125550187', '+13125550187'],
    ] as const) {
      const email = `e164.${phone.replace(/\D/g, '')}@example.com`;
      expect((await post(t, { ...VALID, email, phone })).statusCode, phone).toBe(201);
      const [lead] = await t.database.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
      expect(lead, phone).toMatchObject({ email, phone: e164 });
    }
  });

  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['nothing at all', {}, { name: 'register.nameRequired', email: 'register.emailRequired', phone: 'register.phoneRequired' }],
    ['too short, malformed', { name: 'Lu', email: 'luis@', phone: '+12345' }, { name: 'register.nameMinLength', email: 'register.emailInvalid', phone: 'register.phoneInvalid' }],
    ['a phone with dashes', { ...VALID, phone: '55-1234-5678' }, { phone: 'register.phoneInvalid' }],
    ['a French number two digits short', { ...VALID, phone: '+3306123456' }, { phone: 'register.phoneNotValid' }],
    ['a Mexican number without its calling code', { ...VALID, phone: '9841112233' }, { phone: 'register.phoneNotValid' }],
    ['too many units', { ...VALID, units: 2001 }, { units: 'contact.unitsInvalid' }],
    ['units that are not a number', { ...VALID, units: 'tres' }, { units: 'contact.unitsInvalid' }],
    ['a message over 2000 characters', { ...VALID, message: 'x'.repeat(2001) }, { message: 'contact.messageTooLong' }],
    ['an unknown package and language', { ...VALID, package: 'SILVER', lang: 'de' }, { package: 'common.invalidValue', lang: 'common.invalidValue' }],
  ];
  for (const [what, body, expected] of cases) {
    it(`refuses ${what} with 422 and a translated error per field, in en and fr, storing nothing`, async () => {
      const before = await t.database.db.$count(leads);
      for (const lang of ['en', 'fr'] as const) {
        const res = await post(t, body, { 'accept-language': lang });
        expect(res.statusCode).toBe(422);
        const answer = res.json();
        expect(answer.code).toBe('validation_failed');
        expect(answer.message).toBe(translate('common.validationFailed', lang));
        expect(Object.keys(answer.errors).sort()).toEqual(Object.keys(expected).sort());
        for (const [field, key] of Object.entries(expected)) {
          const shown = answer.errors[field][0];
          expect(shown, `${field} in ${lang}`).toBe(translate(key, lang));
          expect(shown, `${key} has a text in ${lang}`).not.toBe(key);
        }
      }
      expect(await t.database.db.$count(leads)).toBe(before);
    });
  }

  it('refuses a body that is not an object with 422, never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: '[1,2]', headers: { 'content-type': 'application/json' }, remoteAddress: '10.1.1.1' });
    expect(res.statusCode).toBe(422);
  });

  it('answers 429 with Retry-After after 10 submissions from one address in 15 minutes; other addresses go on', async () => {
    for (let i = 0; i < 10; i++) {
      // Invalid bodies count too: the limit comes before any other work.
      expect((await post(t, {}, {}, '10.9.9.9')).statusCode).toBe(422);
    }
    const limited = await post(t, VALID, { 'accept-language': 'en' }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: translate('common.rateLimited', 'en', { seconds: retryAfter }) });
    expect((await post(t, VALID, {}, '10.9.9.10')).statusCode).toBe(201);
  });
});
