// GET /metrics (issue 24): Prometheus text behind METRICS_TOKEN, 404 without it; a request just
// made shows under its route pattern and status class, never its URL.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbKind, type TestApp } from '../helper';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

describe(`GET /metrics (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers 404 when METRICS_TOKEN is unset', async () => {
    const plain = await buildTestApp();
    const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    await plain.close();
  });

  it('refuses a scrape without the token, or with another one', async () => {
    for (const header of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toMatch(/http_request_duration_seconds/);
    }
  });

  it('shows a request just made under its route pattern and status class, with process metrics', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/getItem/987654' });
    expect(missing.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/getItem\/:id",status_class="4xx"\} 1\b/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_class="2xx"\} 1\b/);
    expect(text).not.toMatch(/987654/);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
    expect(text).toMatch(/vitrina_cache_lookups_total\{cache="catalogue_answers",result="miss"\} \d+/);
    if (testDbKind === 'postgres') expect(text).toMatch(/vitrina_db_pool_connections\{state="max"\} 10/);
  });

  it('shows the mail queue and the age of the last backup', async () => {
    await t.app.mailer.send({ to: 'someone@example.com', subject: 'Kept', text: 'x' });
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(before).toMatch(/^vitrina_mails\{status="kept"\} 1$/m);
    expect(before).toMatch(/^vitrina_mails\{status="failed"\} 0$/m);
    expect(before).toMatch(/^vitrina_backup_last_success_timestamp_seconds 0$/m);
    const age = (text: string) => Number(/^vitrina_backup_age_seconds (\S+)$/m.exec(text)![1]);
    // Before any backup, as old as can be: an alert on the age fires.
    expect(age(before)).toBeGreaterThan(1_000_000_000);
    await t.app.backups.snapshot().then((r) => fs.rmSync(path.dirname(r.file), { recursive: true, force: true }));
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(age(after)).toBeLessThan(3600);
    expect(after).toMatch(/^vitrina_backup_last_success_timestamp_seconds [1-9]/m);
  });

  it('counts the refusals of a limit', async () => {
    // Past 10 sign-ins from one address in 15 minutes: 429.
    for (let i = 0; i < 11; i++) {
      await t.app.inject({ method: 'POST', url: '/api/signIn', payload: { email: `nobody${i}@example.com`, password: 'wrong-password' }, remoteAddress: '10.99.0.1' });
    }
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/vitrina_limit_refusals_total\{limit="\/api\/signIn",answer="429"\} 1\b/);
    expect(text).toMatch(/vitrina_limit_refusals_total\{limit="\/api\/signIn",answer="captcha"\} \d+/);
  });
});
