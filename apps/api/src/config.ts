// Environment checked once at start: every bad value gets one clear line, then exit code 1,
// before anything is written (no data folder, no migration).
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { USER_TYPES } from '@vitrina/contracts';

export const DEMO_ACCOUNT_CODES: Record<string, string[]> = {
  User: ['OWNER-2026'],
  Vitrina: ['TEAM-2026'],
  Selecta: ['SELECTA-2026'],
};

const CODE_TYPES = USER_TYPES.filter((t) => t !== 'Guest' && t !== 'Admin');

const optionalBool = () =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      if (/^(1|true|yes|on)$/i.test(v)) return true;
      if (/^(0|false|no|off)$/i.test(v)) return false;
      ctx.addIssue({ code: 'custom', message: `must be true or false (got "${v}")` });
      return z.NEVER;
    });

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR block (10.0.0.0/8, fd00::/8) or a named range. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry)) return true;
  const cidr = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  const version = cidr ? isIP(cidr[1]!) : 0;
  return version !== 0 && Number(cidr![2]) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (decision 021), as Fastify's trustProxy takes it: true / false, a number of
 * proxy hops in front of the app, or a comma-separated list of proxy addresses and CIDRs.
 */
const trustProxy = () =>
  z
    .string()
    .optional()
    .transform((v, ctx): boolean | number | string[] => {
      const value = v?.trim() ?? '';
      if (value === '' || /^(false|no|off)$/i.test(value)) return false;
      if (/^(true|yes|on)$/i.test(value)) return true;
      if (/^\d{1,3}$/.test(value)) return Number(value) === 0 ? false : Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !isProxyEntry(entry));
      if (bad.length === 0) return entries;
      const which = entries.length > 1 ? `; not an address or CIDR: ${bad.map((b) => `"${b}"`).join(', ')}` : '';
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses and CIDRs, e.g. 10.0.0.5,192.168.0.0/16${which}`,
      });
      return z.NEVER;
    });

const url = (protocols: string[], example: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      let parsed: URL;
      try {
        parsed = new URL(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: `is not a valid URL (expected e.g. ${example})` });
        return z.NEVER;
      }
      if (!protocols.includes(parsed.protocol)) {
        ctx.addIssue({
          code: 'custom',
          message: `must start with ${protocols.map((p) => p + '//').join(' or ')} (expected e.g. ${example})`,
        });
        return z.NEVER;
      }
      return v;
    });

const accountCodes = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const codes: Record<string, string[]> = {};
    if (v === undefined || v.trim() === '') return codes;
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON (expected e.g. {"User":["OWNER-1"]})' });
      return z.NEVER;
    }
    const shape = z.partialRecord(z.enum(CODE_TYPES as [string, ...string[]]), z.array(z.string().trim().min(1)));
    const result = shape.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        message: `must map ${CODE_TYPES.join(', ')} to lists of non-empty codes, e.g. {"User":["OWNER-1"]}`,
      });
      return z.NEVER;
    }
    return result.data as Record<string, string[]>;
  });

const email = z.email({ message: 'is not a valid e-mail address' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a whole number from 0 to 65535' })
    .int({ message: 'must be a whole number from 0 to 65535' })
    .min(0, { message: 'must be a whole number from 0 to 65535' })
    .max(65535, { message: 'must be a whole number from 0 to 65535' })
    .default(3000),
  /** Unset: 127.0.0.1 with demo data (its passwords are published), else 0.0.0.0. */
  HOST: z.string().min(1).optional(),
  TRUST_PROXY: trustProxy(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:password@localhost:5432/vitrina'),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587'),
  MAIL_FROM: email.optional(),
  BRAND_NAME: z.string().trim().min(1).max(60).default('Vitrina'),
  PUBLIC_URL: url(['http:', 'https:'], 'https://vitrina.example.com'),
  ADMIN_EMAIL: email.optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: 'must have at least 8 characters' }).optional(),
  ACCOUNT_CODES: accountCodes,
  CHAT_PHONE_GENERAL: z
    .string()
    .regex(/^\+?[\d\s()-]{10,20}$/, { message: 'must be a phone number with its country code, e.g. +529841234567' })
    .optional(),
  CHAT_PHONE_SALES: z
    .string()
    .regex(/^\+?[\d\s()-]{10,20}$/, { message: 'must be a phone number with its country code, e.g. +529841234567' })
    .optional(),
  SALES_EMAIL: email.optional(),
  DEMO_DATA: optionalBool(),
  /** Folder of the automatic backups of the embedded database; `off` for none. Default: `backups` beside DATA_DIR. */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_KEEP: z.coerce
    .number({ message: 'must be a whole number from 1 to 1000' })
    .int({ message: 'must be a whole number from 1 to 1000' })
    .min(1, { message: 'must be a whole number from 1 to 1000' })
    .max(1000, { message: 'must be a whole number from 1 to 1000' })
    .default(7),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ message: 'must be a number of hours from 1 to 720' })
    .min(1, { message: 'must be a number of hours from 1 to 720' })
    .max(720, { message: 'must be a number of hours from 1 to 720' })
    .default(24),
  /** Bearer token of GET /metrics; unset: no metrics (404). */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const token = v?.trim();
      if (!token) return undefined;
      if (token.length >= 16) return token;
      ctx.addIssue({ code: 'custom', message: 'must have at least 16 characters (e.g. openssl rand -hex 24)' });
      return z.NEVER;
    }),
  /** Web push (decision 065): the push services' hosts a subscription may name; `*.` a subdomain of. Default: the browsers' services. */
  PUSH_ENDPOINT_HOSTS: z.string().optional(),
  /** The VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints); unset: generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().trim().regex(/^B[A-Za-z0-9_-]{86}=?$/, { message: 'must be a base64url P-256 public key of 65 bytes (npx web-push generate-vapid-keys)' }).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{43}=?$/, { message: 'must be a base64url P-256 private key of 32 bytes (npx web-push generate-vapid-keys)' }).optional(),
  /** Seconds between SIGTERM (readyz 503) and closing the listener, so balancers stop sending first. */
  SHUTDOWN_DELAY: z.coerce
    .number({ message: 'must be a number of seconds from 0 to 300' })
    .min(0, { message: 'must be a number of seconds from 0 to 300' })
    .max(300, { message: 'must be a number of seconds from 0 to 300' })
    .default(0),
});

export type Config = ReturnType<typeof toConfig>;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

/** Only this machine can connect to a server listening on that interface. */
export const isLoopback = (host: string) => LOOPBACK.test(host);

/**
 * The browsers' push services (decision 065): Chrome, Edge's Chromium builds, Opera, Samsung
 * Internet and other Chromium browsers (FCM), Firefox (Mozilla's autopush), Edge on Windows (WNS),
 * Safari and every browser on iOS/iPadOS and macOS Safari (Apple).
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com', '*.push.apple.com'] as const;

function pushEndpointHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 ? hosts : [...DEFAULT_PUSH_ENDPOINT_HOSTS];
}

function toConfig(env: z.infer<typeof envSchema>) {
  const port = env.PORT;
  // Demo data is on by default, except in production.
  const demoData = env.DEMO_DATA ?? env.NODE_ENV !== 'production';
  return {
    env: env.NODE_ENV,
    port,
    // A demo install's Admin password is in the README: by default only this machine may reach it (decision 022).
    host: env.HOST ?? (demoData ? '127.0.0.1' : '0.0.0.0'),
    /** HOST was set, rather than chosen from DEMO_DATA. */
    hostSet: env.HOST !== undefined,
    // Which X-Forwarded-For hops name the client (it keys the rate limits): none by default.
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `no-reply@${env.BRAND_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '')}.app`,
    brandName: env.BRAND_NAME,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    // A demo install gets known codes (printed at start) so every account type can be tried.
    accountCodes: Object.keys(env.ACCOUNT_CODES).length === 0 && demoData ? DEMO_ACCOUNT_CODES : env.ACCOUNT_CODES,
    chatPhoneGeneral: env.CHAT_PHONE_GENERAL ?? '+52 984 100 2000',
    chatPhoneSales: env.CHAT_PHONE_SALES ?? '+52 984 100 3000',
    salesEmail: env.SALES_EMAIL ?? 'ventas@vitrina.example',
    demoData,
    shutdownDelayMs: Math.round(env.SHUTDOWN_DELAY * 1000),
    metricsToken: env.METRICS_TOKEN,
    push: {
      endpointHosts: pushEndpointHosts(env.PUSH_ENDPOINT_HOSTS),
      vapid: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
    },
    // Automatic backups are the embedded database's (decision 032): none on PostgreSQL.
    backups: {
      dir: env.DATABASE_URL || /^off$/i.test(env.BACKUP_DIR ?? '') ? null : path.resolve(env.BACKUP_DIR ?? path.join(path.dirname(path.resolve(env.DATA_DIR)), 'backups')),
      keep: env.BACKUP_KEEP,
      everyMs: Math.round(env.BACKUP_EVERY_HOURS * 3_600_000),
    },
  };
}

/**
 * TRUST_PROXY as Fastify's trustProxy option. Fastify 5.12 takes a hop count but then trusts no
 * hop at all (it cannot tell whether the peer is the proxy), so a count becomes a function:
 * the socket's peer and the next n - 1 addresses of X-Forwarded-For are proxies, the one
 * before them is the client.
 */
export function fastifyTrustProxy(value: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** Reads the configuration from an environment; throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const raw = env[name];
      const shown = raw === undefined || name.includes('PASSWORD') || name.includes('TOKEN') || name.includes('PRIVATE_KEY') || name === 'ACCOUNT_CODES' ? '' : ` (got "${raw}")`;
      return `${name} ${issue.message.replace(/^Invalid input: /, '')}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const extra: string[] = [];
  if (result.data.ADMIN_EMAIL && !result.data.ADMIN_PASSWORD) extra.push('ADMIN_PASSWORD must be set when ADMIN_EMAIL is');
  if (!result.data.ADMIN_EMAIL && result.data.ADMIN_PASSWORD) extra.push('ADMIN_EMAIL must be set when ADMIN_PASSWORD is');
  if (Boolean(result.data.VAPID_PUBLIC_KEY) !== Boolean(result.data.VAPID_PRIVATE_KEY)) extra.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither: a pair is generated and kept in the database)');
  if (extra.length) throw new ConfigError(extra);
  return toConfig(result.data);
}
