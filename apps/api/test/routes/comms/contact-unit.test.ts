// Issue 22 (decision 034): a lead names its unit — POST /contact takes an optional unit number
// and its development's slug, stores them (the development's code), shows them in the inbox and
// in the sales team's mail; an unknown development or a malformed number is a 422 naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { leadsPageSchema } from '@vitrina/contracts';
import { leads, mailOutbox } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, callerFor } from '../units/fixtures';

const VALID = { name: 'Rodrigo Ibarra', email: 'rodrigo@example.com', phone: '+529841112244' };
let ip = 0;
const post = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers, remoteAddress: `10.22.0.${++ip}` });

describe(`POST /api/contact with a unit (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
  });
  afterAll(() => t.close());

  const lastLead = async () => (await t.database.db.select().from(leads).orderBy(desc(leads.id)).limit(1))[0]!;
  const lastMail = async () => (await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]!;

  it('stores the unit number and the development’s code, and the mail and the inbox show them', async () => {
    const res = await post(t, { ...VALID, unit_number: ' 1203 ', development: 'playa-del-carmen', message: 'Me interesa esta unidad' });
    expect(res.statusCode).toBe(201);
    expect(await lastLead()).toMatchObject({ unitNumber: '1203', developmentCode: 'PDC', source: 'contact' });
    expect((await lastMail()).text).toContain('Unidad: 1203 · PDC');

    const admin = await callerFor(t.database.db, DEMO.admin);
    const page = leadsPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/leads/page?q=rodrigo', headers: admin.headers })).json());
    expect(page.items[0]).toMatchObject({ email: 'rodrigo@example.com', unit_number: '1203', development_code: 'PDC' });
  });

  it('files a lead without a unit as before (empty fields read as absent)', async () => {
    const res = await post(t, { ...VALID, email: 'sin-unidad@example.com', unit_number: '', development: '' });
    expect(res.statusCode).toBe(201);
    expect(await lastLead()).toMatchObject({ email: 'sin-unidad@example.com', unitNumber: null, developmentCode: null });
    expect((await lastMail()).text).not.toContain('Unidad:');
  });

  it('refuses an unknown development or a malformed unit number with 422 naming the field, storing nothing', async () => {
    const before = (await lastLead()).id;
    const unknown = await post(t, { ...VALID, unit_number: '1203', development: 'atlantis' }, { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ development: ['That development does not exist: choose the unit again from its plan.'] });
    const malformed = await post(t, { ...VALID, unit_number: '12 03 <b>', development: 'playa-del-carmen' }, { 'accept-language': 'fr' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['unit_number']);
    expect(malformed.json().errors.unit_number[0]).toMatch(/numéro du logement/);
    expect((await lastLead()).id).toBe(before);
  });

  it('keeps the idempotency: the same key and body file one lead with its unit', async () => {
    const body = { ...VALID, email: 'idem@example.com', unit_number: '305', development: 'playa-del-carmen' };
    const headers = { 'idempotency-key': 'b6c1f0a2-22aa-4d6e-9f00-000000000022' };
    const first = await post(t, body, headers);
    const again = await post(t, body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const filed = await t.database.db.select().from(leads).orderBy(desc(leads.id)).limit(2);
    expect(filed.filter((l) => l.email === 'idem@example.com')).toHaveLength(1);
    expect(filed[0]).toMatchObject({ unitNumber: '305', developmentCode: 'PDC' });
  });
});
