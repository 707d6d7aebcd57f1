// The mail queue (issue 24): a mail the SMTP server refuses is delivered once it accepts again,
// exactly once, also with two instances sending from one database; a mail whose sender died is
// sent by another; a mail not delivered within a day is failed, listed for the Admin, and sent
// again on demand.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { mailOutbox } from '../../../src/db/schema';
import { DEMO_PASSWORD } from '../../../src/demo-data/users';
import { seedDemoData } from '../../../src/demo-data';
import { prepareDatabase } from '../../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../../helper';

/** A local SMTP server that refuses every mail (451, try later) while `refusing` is set. */
function smtp() {
  const received: { to: string[]; subject: string }[] = [];
  const state = { refusing: true };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.refusing) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '' });
        callback();
      });
    },
  });
  return {
    received,
    state,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Short timings, so retries come within the test; the behaviour is the production one. */
const FAST = { retryBaseMs: 50, retryMaxMs: 200, pollMs: 100, leaseMs: 60_000 };

async function until(what: string, check: () => Promise<boolean>, tries = 300) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never happened: ${what}`);
}

describe(`mail queue (${testDbKind})`, () => {
  const mailServer = smtp();
  let smtpUrl: string;
  let target: TestDatabase;
  const apps: FastifyInstance[] = [];
  const instance = async (env: NodeJS.ProcessEnv = { SMTP_URL: smtpUrl }, mail = { sender: FAST }) => {
    const app = await buildApp({ config: testConfig(env), database: target.database, mail });
    await app.ready();
    apps.push(app);
    return app;
  };
  const db = () => target.database.db;
  const pending = async () => db().$count(mailOutbox, sql`${mailOutbox.status} <> 'kept'`);

  beforeAll(async () => {
    smtpUrl = await mailServer.start();
    target = await createTestDatabase();
    await prepareDatabase(target.database, testConfig());
    await seedDemoData(target.database.db, { images: false });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await target.drop();
    await mailServer.stop();
  });

  it('delivers refused mails once the server accepts again, each exactly once, with two instances sending', async () => {
    const [a, b] = [await instance(), await instance()];
    mailServer.state.refusing = true;
    const subjects = Array.from({ length: 12 }, (_, i) => `Queued mail ${i + 1}`);
    await Promise.all(subjects.map((subject, i) => (i % 2 ? a : b).mailer.send({ to: `sales${i}@example.com`, subject, text: `Body ${i}` })));
    // Each was tried at once, refused, and waits in the queue with its failure.
    const queued = await db().select().from(mailOutbox);
    expect(queued).toHaveLength(12);
    for (const mail of queued) {
      expect(mail.status === 'queued' || mail.status === 'sending').toBe(true);
      expect(mail.attempts).toBeGreaterThanOrEqual(1);
    }
    expect(queued.some((mail) => /451/.test(mail.error ?? ''))).toBe(true);
    expect(mailServer.received).toHaveLength(0);

    mailServer.state.refusing = false;
    await until('the queue is empty', async () => (await pending()) === 0);
    expect(mailServer.received.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    await Promise.all([a.close(), b.close()]);
  });

  it('sends a mail whose sender died mid-send, once its claim has run out (a restart)', async () => {
    mailServer.received.length = 0;
    await db().insert(mailOutbox).values({ to: 'lost@example.com', subject: 'Claimed by a dead sender', text: 'x', status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) });
    const app = await instance();
    await until('it is delivered', async () => (await pending()) === 0);
    expect(mailServer.received.map((m) => m.subject)).toEqual(['Claimed by a dead sender']);
    await app.close();
  });

  it('fails a mail after a day, shows it to the Admin, and sends it again on demand', async () => {
    mailServer.received.length = 0;
    mailServer.state.refusing = true;
    const app = await instance({ SMTP_URL: smtpUrl }, { sender: { ...FAST, pollMs: 60_000 } });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    const [row] = await db()
      .insert(mailOutbox)
      .values({ to: 'ventas@example.com', subject: 'Nuevo contacto - Ana', text: 'secret body 4411', status: 'queued', attempts: 9, queuedAt: dayAgo, createdAt: dayAgo, nextAttemptAt: new Date(Date.now() - 1000) })
      .returning();
    await app.mailer.sender!.runRound();
    // The instance's own first round (at start) may have claimed the mail before ours: wait for it too.
    await app.mailer.sender!.settled();
    const [failed] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 10, error: expect.stringContaining('451') });

    const signIn = await app.inject({ method: 'POST', url: '/api/signIn', payload: { email: 'admin@vitrina.demo', password: DEMO_PASSWORD } });
    const auth = { authorization: `Bearer ${signIn.json().token as string}` };
    const list = await app.inject({ method: 'GET', url: '/api/admin/mail', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ smtp: true, counts: { failed: 1, queued: 0 } });
    expect(list.json().mails).toEqual([
      expect.objectContaining({ id: row!.id, to: 'ventas@example.com', subject: 'Nuevo contacto - Ana', status: 'failed', attempts: 10, next_attempt_at: null }),
    ]);
    expect(list.body).not.toContain('secret body 4411');

    mailServer.state.refusing = false;
    const again = await app.inject({ method: 'POST', url: `/api/admin/mail/${row!.id}/resend`, headers: auth });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'queued', attempts: 0 });
    await until('it is delivered', async () => (await pending()) === 0);
    expect(mailServer.received.map((m) => m.subject)).toEqual(['Nuevo contacto - Ana']);

    const gone = await app.inject({ method: 'POST', url: `/api/admin/mail/${row!.id}/resend`, headers: auth });
    expect(gone.statusCode).toBe(404);
    const bad = await app.inject({ method: 'POST', url: '/api/admin/mail/abc/resend', headers: auth });
    expect(bad.statusCode).toBe(422);
    await app.close();
  });

  it('without SMTP_URL keeps mails in the outbox and cannot send them again', async () => {
    const app = await instance({});
    await app.mailer.send({ to: 'someone@example.com', subject: 'Kept', text: 'x' });
    const signIn = await app.inject({ method: 'POST', url: '/api/signIn', payload: { email: 'admin@vitrina.demo', password: DEMO_PASSWORD } });
    const auth = { authorization: `Bearer ${signIn.json().token as string}` };
    const list = await app.inject({ method: 'GET', url: '/api/admin/mail', headers: auth });
    expect(list.json()).toMatchObject({ smtp: false, counts: { kept: expect.any(Number), queued: 0, failed: 0 }, mails: [] });
    expect(list.json().counts.kept).toBeGreaterThanOrEqual(1);
    const [kept] = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'Kept'));
    const again = await app.inject({ method: 'POST', url: `/api/admin/mail/${kept!.id}/resend`, headers: auth });
    expect(again.statusCode).toBe(409);
    await app.close();
  });
});
