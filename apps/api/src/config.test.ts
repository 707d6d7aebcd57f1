import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config';

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.brandName).toBe('Vitrina');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demoData).toBe(true);
    // A demo install gets demo codes; production needs ACCOUNT_CODES.
    expect(config.accountCodes).toEqual({ User: ['OWNER-2026'], Vitrina: ['TEAM-2026'], Selecta: ['SELECTA-2026'] });
    expect(loadConfig({ NODE_ENV: 'production' }).accountCodes).toEqual({});
    expect(config.trustProxy).toBe(false);
  });

  it('listens on 127.0.0.1 only by default with demo data, on every interface without it, and as HOST says when set', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO_DATA: 'false' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostSet: true, demoData: true });
    expect(loadConfig({}).hostSet).toBe(false);
  });

  it('turns demo data off by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('gives one clear line per bad value', () => {
    const lines = problems({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x@y/z',
      ACCOUNT_CODES: '{not json',
      SMTP_URL: 'not a url',
      DEMO_DATA: 'maybe',
      SALES_EMAIL: 'nobody',
      TRUST_PROXY: '10.0.0.1,10.0.0.0/33,proxy.local',
    });
    expect(lines).toHaveLength(7);
    expect(lines.find((l) => l.startsWith('PORT '))).toContain('"abc"');
    expect(lines.find((l) => l.startsWith('DATABASE_URL '))).toMatch(/postgres:\/\//);
    expect(lines.find((l) => l.startsWith('ACCOUNT_CODES '))).toMatch(/not valid JSON/);
    expect(lines.find((l) => l.startsWith('SMTP_URL '))).toMatch(/not a valid URL/);
    expect(lines.find((l) => l.startsWith('DEMO_DATA '))).toMatch(/true or false/);
    expect(lines.find((l) => l.startsWith('SALES_EMAIL '))).toMatch(/e-mail/);
    expect(lines.find((l) => l.startsWith('TRUST_PROXY '))).toMatch(/not an address or CIDR: "10\.0\.0\.0\/33", "proxy\.local"/);
  });

  it('reads TRUST_PROXY as true/false, a hop count, or a list of proxy addresses and CIDRs', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('TRUE')).toBe(true);
    // A number is a count of hops (1 no longer means "trust every hop").
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.5, 192.168.0.0/16 ,fd00::/8, 2001:db8::1, loopback ')).toEqual(['10.0.0.5', '192.168.0.0/16', 'fd00::/8', '2001:db8::1', 'loopback']);
    for (const bad of ['maybe', '10.0.0.1,', '300.1.1.1', 'fd00::/129', '-1', '1.5']) {
      const lines = problems({ TRUST_PROXY: bad });
      expect(lines, bad).toHaveLength(1);
      expect(lines[0], bad).toMatch(/^TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses and CIDRs/);
      expect(lines[0], bad).toContain(`(got "${bad}")`);
    }
  });

  it('gives Fastify a hop count as a function trusting that many hops', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });

  it('rejects a port out of range and a malformed PostgreSQL URL', () => {
    expect(problems({ PORT: '70000' })[0]).toMatch(/^PORT must be a whole number/);
    expect(problems({ DATABASE_URL: 'postgres//missing-colon' })[0]).toMatch(/^DATABASE_URL is not a valid URL/);
  });

  it('reads account codes per type and refuses Admin or Guest codes', () => {
    const config = loadConfig({ ACCOUNT_CODES: '{"User":["OWNER-1"," owner-2 "],"Vitrina":["TEAM-1"]}' });
    expect(config.accountCodes).toEqual({ User: ['OWNER-1', 'owner-2'], Vitrina: ['TEAM-1'] });
    expect(problems({ ACCOUNT_CODES: '{"Admin":["X"]}' })[0]).toMatch(/^ACCOUNT_CODES must map User, Vitrina, Selecta/);
    expect(problems({ ACCOUNT_CODES: '["OWNER-1"]' })).toHaveLength(1);
  });

  it('never echoes a password back', () => {
    const [line] = problems({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' });
    expect(line).toMatch(/^ADMIN_PASSWORD must have at least 8 characters$/);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problems({ ADMIN_EMAIL: 'boss@example.com' })).toEqual(['ADMIN_PASSWORD must be set when ADMIN_EMAIL is']);
    expect(loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'LongEnough1' }).admin).toEqual({
      email: 'boss@example.com',
      password: 'LongEnough1',
    });
  });

  it('reads the operations settings (issue 24): backups, metrics token, shutdown delay', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/vitrina/data' });
    expect(defaults.backups).toEqual({ dir: '/srv/vitrina/backups', keep: 7, everyMs: 24 * 3_600_000 });
    expect(defaults).toMatchObject({ metricsToken: undefined, shutdownDelayMs: 0 });
    expect(loadConfig({ BACKUP_DIR: 'off' }).backups.dir).toBeNull();
    // Automatic backups are the embedded database's: none on PostgreSQL.
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).backups.dir).toBeNull();
    expect(loadConfig({ BACKUP_DIR: '/var/backups/v', BACKUP_KEEP: '3', BACKUP_EVERY_HOURS: '6', METRICS_TOKEN: ' 0123456789abcdef0123 ', SHUTDOWN_DELAY: '2.5' })).toMatchObject({
      backups: { dir: '/var/backups/v', keep: 3, everyMs: 6 * 3_600_000 },
      metricsToken: '0123456789abcdef0123',
      shutdownDelayMs: 2500,
    });
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const lines = problems({ BACKUP_KEEP: '0', BACKUP_EVERY_HOURS: 'daily', METRICS_TOKEN: 'short-secret', SHUTDOWN_DELAY: '-1' });
    expect(lines.map((l) => l.split(' ')[0]).sort()).toEqual(['BACKUP_EVERY_HOURS', 'BACKUP_KEEP', 'METRICS_TOKEN', 'SHUTDOWN_DELAY']);
    // A token is never echoed back.
    expect(lines.find((l) => l.startsWith('METRICS_TOKEN '))).toBe('METRICS_TOKEN must have at least 16 characters (e.g. openssl rand -hex 24)');
  });
});
