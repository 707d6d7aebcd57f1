import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';

const SECRETS = {
  SMTP_URL: 'smtp://mailer:SmtpSecret-9f2@127.0.0.1:2525',
  ADMIN_EMAIL: 'root@kaanal.test',
  ADMIN_PASSWORD: 'AdminSecret-77',
  ACCOUNT_CODES: '{"User":["OWNER-CODE-XYZ"],"Vitrina":["TEAM-CODE-XYZ"]}',
};

describe(`GET /api/config (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { ...SECRETS, BRAND_NAME: 'Kaanal', CHAT_PHONE_GENERAL: '+529841000001', CHAT_PHONE_SALES: '+529841000002', SALES_EMAIL: 'sales@kaanal.test' },
    });
  });
  afterAll(() => t.close());

  it('answers exactly the whitelisted public values, and no secret appears anywhere in it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      brandName: 'Kaanal',
      chatPhoneGeneral: '+529841000001',
      chatPhoneSales: '+529841000002',
      salesEmail: 'sales@kaanal.test',
      version: 'Version 1.11',
    });
    for (const secret of ['SmtpSecret', 'mailer', 'AdminSecret', 'root@kaanal.test', 'OWNER-CODE', 'TEAM-CODE', 'smtp:']) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('takes the admin’s Settings over the environment, ignoring a stored value of the wrong shape', async () => {
    await t.database.db.insert(settings).values([
      { key: 'brand_name', value: 'Kaanal Residences' },
      { key: 'chat_phone_sales', value: '+52 984 555 0000' },
      { key: 'sales_email', value: 'not an e-mail' },
      { key: 'chat_phone_general', value: { nested: true } },
      { key: 'smtp_password', value: 'StoredSecret-1' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      brandName: 'Kaanal Residences',
      chatPhoneGeneral: '+529841000001',
      chatPhoneSales: '+52 984 555 0000',
      salesEmail: 'sales@kaanal.test',
      version: 'Version 1.11',
    });
    expect(res.body).not.toContain('StoredSecret');
  });
});
