// app.captcha: self-hosted ALTCHA proof of work (DESIGN.md). GET /captcha hands out a signed
// challenge; /signIn asks for its solution after repeated failures. The HMAC secret is made
// once, kept in the database (app_meta), and so shared by every instance on that database and
// kept across restarts.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_PAYLOAD_MAX_LENGTH } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { claimSharedSecret } from './captcha-repository';
import type { LimiterStore } from './limiter-store';

/** PBKDF2 cost × expected counter ≈ half a second of work in a browser, a bit more in Node. */
export const ALGORITHM = 'PBKDF2/SHA-256';
export const COST = 1_000;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 3_000;
export const CAPTCHA_TTL_MS = 10 * 60_000;

export interface Captcha {
  challenge(): Promise<Challenge>;
  /** True once for a valid, unexpired, unused solution (the `altcha` field: base64 JSON). */
  verify(payload: string | undefined, store: LimiterStore): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(payload: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload> | null;
    const params = value?.challenge?.parameters;
    if (!value?.solution || typeof value.solution !== 'object' || !params || typeof params.nonce !== 'string') return null;
    return value as Payload;
  } catch {
    return null;
  }
}

export function createCaptcha(secret = randomBytes(32).toString('hex')): Captcha {
  return {
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
      }),
    async verify(payload, store) {
      if (!payload || payload.length > CAPTCHA_PAYLOAD_MAX_LENGTH) return false;
      const parsed = parsePayload(payload);
      if (!parsed) return false;
      // Only our own challenges are worth anything: the cost must be the one we set.
      if (parsed.challenge.parameters.algorithm !== ALGORITHM || parsed.challenge.parameters.cost !== COST) return false;
      try {
        const result = await verifySolution({ challenge: parsed.challenge, solution: parsed.solution, deriveKey, hmacSignatureSecret: secret });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // Each solution counts once: a replay within its lifetime is refused.
      const used = await store.hit(`captcha:used:${parsed.challenge.parameters.nonce}`, CAPTCHA_TTL_MS);
      return used.count === 1;
    },
  };
}

/** The first instance to ask writes a random secret; every other one reads the same row. */
const sharedSecret = (db: Db): Promise<string> => claimSharedSecret(db, randomBytes(32).toString('hex'));

export const captchaPlugin = fp(
  async (app) => {
    if (!app.hasDecorator('captcha')) app.decorate('captcha', createCaptcha(await sharedSecret(app.database.db)));
  },
  { name: 'vitrina-captcha' },
);
