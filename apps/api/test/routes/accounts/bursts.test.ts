// Parallel bursts get no more checks than the same attempts one by one (decision 021): every
// attempt is counted before anything is checked. Each burst of 40 is compared with the same 40
// attempts sent one after another on a fresh account, and with the figures of the rules.
// PostgreSQL's pool runs the requests of a burst side by side, as production does; PGlite runs
// one query at a time, which can hide a read-then-count race (the code check's, for one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { auth, freshIp, register, signIn } from './helpers';

const ATTEMPTS = 40;

type Send = (i: number) => Promise<LightMyRequestResponse>;
type Classify = (res: LightMyRequestResponse) => string;

const inParallel = (send: Send) => Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => send(i)));
async function oneByOne(send: Send) {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < ATTEMPTS; i++) answers.push(await send(i));
  return answers;
}

/** How many answers of each kind, e.g. { checked: 3, captcha: 7, limited: 30 }. */
function tally(answers: LightMyRequestResponse[], classify: Classify): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const kind = res.statusCode === 429 ? 'limited' : classify(res);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** A password was checked when the answer is the wrong-credentials one; a captcha refusal checks nothing. */
const signInOutcome: Classify = (res) => {
  if (res.statusCode !== 401) return `status ${res.statusCode}`;
  return res.json().message === 'Credenciales incorrectas' ? 'checked' : res.json().captchaRequired ? 'captcha' : 'other 401';
};

const fieldChecked =
  (field: string): Classify =>
  (res) =>
    res.statusCode === 422 && res.json().errors?.[field] ? 'checked' : `status ${res.statusCode}`;

describe(`bursts of parallel attempts (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('sign-in, one e-mail from one address: 3 passwords checked, 7 asked for a captcha, 30 refused, as one by one', async () => {
    const expected = { checked: 3, captcha: 7, limited: 30 };
    for (const run of [inParallel, oneByOne]) {
      const { person } = await register(t.app);
      const ip = freshIp();
      const answers = await run((i) => signIn(t.app, person.email, `Mala-Clave-${i}`, {}, ip));
      expect(tally(answers, signInOutcome), run.name).toEqual(expected);
    }
  });

  it('sign-in, one e-mail from 40 addresses: 3 passwords checked, then only with a captcha, none refused, as one by one', async () => {
    const expected = { checked: 3, captcha: 37 };
    for (const run of [inParallel, oneByOne]) {
      const { person } = await register(t.app);
      const answers = await run((i) => signIn(t.app, person.email, `Mala-Clave-${i}`));
      expect(tally(answers, signInOutcome), run.name).toEqual(expected);
    }
  });

  it('verification codes: 5 codes checked, 35 refused, as one by one', async () => {
    for (const run of [inParallel, oneByOne]) {
      const { token } = await register(t.app);
      const answers = await run((i) =>
        t.app.inject({ method: 'POST', url: '/api/users/update-type', headers: auth(token), payload: { userType: 'User', verificationCode: `WRONG-${i}` } }),
      );
      expect(tally(answers, fieldChecked('verificationCode')), run.name).toEqual({ checked: 5, limited: 35 });
    }
  });

  it('current password: 10 passwords checked, 30 refused, as one by one', async () => {
    for (const run of [inParallel, oneByOne]) {
      const { token, user, person } = await register(t.app);
      const body = { name: person.name, email: person.email, phone: person.phone };
      const answers = await run((i) =>
        t.app.inject({ method: 'POST', url: `/api/update-user/${user.id}`, headers: auth(token), payload: { ...body, current_password: `Incorrecta-${i}` } }),
      );
      expect(tally(answers, fieldChecked('current_password')), run.name).toEqual({ checked: 10, limited: 30 });
    }
  });
});
