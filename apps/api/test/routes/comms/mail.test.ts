// Mail through a real SMTP server on loopback (smtp-server), and the outbox without one. In both
// cases the logs name the recipient and subject, never a mail's body.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../../src/app';
import { leads, mailOutbox, settings } from '../../../src/db/schema';
import { prepareDatabase } from '../../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../../helper';

interface Received {
  from: string;
  to: string[];
  headers: Record<string, string>;
  text: string;
}

/** Quoted-printable → text (soft line breaks joined, =XX bytes decoded as UTF-8). */
function fromQuotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Just enough MIME for one plain-text mail: unfolded headers with encoded words, and the body. */
function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    const value = line.slice(colon + 1).trim();
    headers[line.slice(0, colon).toLowerCase()] = value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : fromQuotedPrintable(data.replace(/_/g, ' ')),
    );
  }
  const body = raw.slice(split + 4).replace(/\r\n\.?$/, '');
  const encoding = headers['content-transfer-encoding'] ?? '7bit';
  const text = encoding === 'quoted-printable' ? fromQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/** The real app with its logs captured, on a fresh database. */
async function buildWithLogs(env: NodeJS.ProcessEnv) {
  const testDb: TestDatabase = await createTestDatabase();
  const config = testConfig(env);
  await prepareDatabase(testDb.database, config);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config, database: testDb.database, logger: { level: 'info', stream } });
  await app.ready();
  return { app, db: testDb.database.db, logs, close: async () => (await app.close(), await testDb.drop()) };
}

const LEAD = { name: 'Hélène Dubois', email: 'helene@example.fr', phone: '+33612345678', area: 'Résidence secondaire', units: 1, lang: 'fr' };

describe(`mail (${testDbKind})`, () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('blocked@')) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            ...parseMail(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  describe('with SMTP_URL', () => {
    let t: Awaited<ReturnType<typeof buildWithLogs>>;
    beforeAll(async () => {
      t = await buildWithLogs({ SMTP_URL: `smtp://127.0.0.1:${port}`, SALES_EMAIL: 'ventas@kaanal.test', MAIL_FROM: 'no-reply@kaanal.test' });
    });
    afterAll(() => t.close());

    it('delivers the lead notification to SALES_EMAIL over SMTP, plain text, with a reply-to the lead', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...LEAD, message: 'Une question sur la terrasse, merci.' } });
      expect(res.statusCode).toBe(201);
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail.to).toEqual(['ventas@kaanal.test']);
      expect(mail.from).toBe('no-reply@kaanal.test');
      expect(mail.headers.subject).toBe('Nuevo contacto de ventas — Hélène Dubois');
      expect(mail.headers['reply-to']).toBe('helene@example.fr');
      expect(mail.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
      for (const part of ['Nombre: Hélène Dubois', 'Correo electrónico: helene@example.fr', 'Teléfono: +33612345678', 'Área: Résidence secondaire', 'Idioma: francés', 'Une question sur la terrasse, merci.']) {
        expect(mail.text).toContain(part);
      }
      // Delivered, so nothing waits in the outbox.
      expect(await t.db.$count(mailOutbox)).toBe(0);
      expect(t.logs.join('')).toContain('"subject":"Nuevo contacto de ventas — Hélène Dubois"');
    });

    it('keeps a refused mail in the queue, logging recipient and subject but not the body', async () => {
      const secret = 'Temporary password: Zq8-SECRET-41';
      await t.app.mailer.send({ to: 'blocked@kaanal.test', subject: 'Your temporary password', text: secret });
      const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'blocked@kaanal.test'));
      expect(queued).toMatchObject({ status: 'queued', attempts: 1, error: expect.stringContaining('550') });
      const log = t.logs.join('');
      expect(log).toContain('"to":"blocked@kaanal.test"');
      expect(log).toContain('"responseCode":550');
      expect(log).not.toContain('Zq8-SECRET-41');
      await t.db.delete(mailOutbox);
    });

    it('keeps the lead, and its notification in the queue, when the notification cannot be delivered', async () => {
      await t.db.insert(settings).values({ key: 'sales_email', value: 'blocked@kaanal.test' });
      const before = received.length;
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...LEAD, email: 'kept@example.fr', message: 'LEAD-BODY-7731' } });
      expect(res.statusCode).toBe(201);
      const [lead] = await t.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
      expect(lead).toMatchObject({ email: 'kept@example.fr', message: 'LEAD-BODY-7731' });
      expect(received.length).toBe(before);
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'blocked@kaanal.test'));
      expect(mail).toMatchObject({ status: 'queued', replyTo: 'kept@example.fr' });
      expect(t.logs.join('')).toContain('mail not sent: retried later');
      expect(t.logs.join('')).not.toContain('LEAD-BODY-7731');
      await t.db.delete(settings).where(eq(settings.key, 'sales_email'));
      await t.db.delete(mailOutbox);
    });
  });

  describe('without SMTP_URL', () => {
    it('keeps each mail in the outbox and logs its recipient and subject only', async () => {
      const t = await buildWithLogs({ SALES_EMAIL: 'ventas@kaanal.test' });
      try {
        await t.app.mailer.send({ to: 'someone@example.com', subject: 'Contraseña temporal', text: 'Tu contraseña temporal: Qw7-SECRET-90' });
        const [mail] = await t.db.select().from(mailOutbox);
        expect(mail).toMatchObject({ to: 'someone@example.com', subject: 'Contraseña temporal', text: 'Tu contraseña temporal: Qw7-SECRET-90', status: 'kept', delivered: false });
        const log = t.logs.join('');
        expect(log).toContain('"subject":"Contraseña temporal"');
        expect(log).toContain('"to":"someone@example.com"');
        expect(log).not.toContain('Qw7-SECRET-90');
      } finally {
        await t.close();
      }
    });
  });
});
