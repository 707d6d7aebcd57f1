// Shared steps of the accounts tests: signing in, registering, solving the captcha.
import type { FastifyInstance } from 'fastify';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DEMO_PASSWORD } from '../../../src/demo-data/users';
import type { Db } from '../../../src/db/client';
import { ALGORITHM, COST } from '../../../src/plugins/captcha';
import { claimSharedSecret } from '../../../src/plugins/captcha-repository';

export { DEMO_PASSWORD };

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

let addressCounter = 0;
/**
 * A fresh client address, so each test starts with its own per-address counters. The process
 * id keeps two test processes sharing one Redis apart.
 */
export const freshIp = () => `10.${(process.pid % 250) + 1}.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}, ip = freshIp()) {
  return app.inject({ method: 'POST', url: '/api/signIn', payload: { email, password, ...extra }, remoteAddress: ip });
}

export async function tokenOf(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await signIn(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return res.json().token as string;
}

let registered = 0;
export function newPerson(overrides: Record<string, unknown> = {}) {
  registered++;
  return {
    name: `Persona Prueba ${registered}`,
    email: `persona${registered}.${Date.now()}@example.com`,
    phone: `+52984${String(1000000 + registered).slice(-7)}`,
    password: `Cuenta-${registered}-Segura9`,
    ...overrides,
  };
}

export async function register(app: FastifyInstance, person = newPerson()) {
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: person, remoteAddress: freshIp() });
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  const body = res.json() as { token: string; user: { id: number; email: string; type: string } };
  return { ...body, person };
}

/** Fetches GET /captcha and solves it as the browser widget would; returns the `altcha` field. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha' });
  if (res.statusCode !== 200) throw new Error(`captcha answered ${res.statusCode}`);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A solution the server accepts, to a challenge signed with its own secret (read from the
 * database) but with a counter of 1: the server's check runs whole, without the seconds of
 * proof of work a real challenge costs. For tests that need a solved captcha as a means;
 * solvedCaptcha is the one that solves what GET /captcha hands out.
 */
export async function signedCaptcha(db: Db): Promise<string> {
  const secret = await claimSharedSecret(db, 'unused: the app stored its secret at start');
  const challenge = await createChallenge({ algorithm: ALGORITHM, cost: COST, counter: 1, deriveKey, hmacSignatureSecret: secret, expiresAt: new Date(Date.now() + 60_000) });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const SECRET = /\$argon2|"(password_?hash|temp_?password_?hash|temp_?password_?expires_?at|token_?hash)"\s*:\s*"/i;

/** Fails on an answer that carries a password hash or a stored secret (field names echoed in errors are fine). */
export function expectNoSecrets(body: string) {
  if (SECRET.test(body)) throw new Error(`answer leaks a secret: ${body}`);
}

/** Checks every answer the app gives in this test file, whatever the test asserts. */
export function guardAnswers(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: unknown) => Promise<{ body: string }>;
  (app as unknown as { inject: typeof inject }).inject = async (options: unknown) => {
    const res = await inject(options);
    expectNoSecrets(res.body);
    return res;
  };
}
