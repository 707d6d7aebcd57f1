// How a failed server render is logged (decision 018): a render that meets its timeout is a
// fallback under load — one warning line with the path and the duration, no stack — while any
// other failure stays an error with its stack. Both pages are answered with the shell. The
// app's own logger (pino) is captured line by line, on the stand-in web build.
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { prepareDatabase } from '../../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../../helper';
import { failRenders, fakeWebBuild } from './fake-web-build';

interface Line {
  level: number;
  msg: string;
  path?: string;
  ms?: number;
  err?: { stack?: string };
}

describe(`public pages: a render's failure in the logs (${testDbKind})`, () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let build: ReturnType<typeof fakeWebBuild>;
  const lines: string[] = [];
  const logged = () => lines.map((l) => JSON.parse(l) as Line).filter((l) => l.msg.startsWith('server render'));

  beforeAll(async () => {
    build = fakeWebBuild();
    testDb = await createTestDatabase();
    const config = testConfig({ LOG_LEVEL: 'info' });
    await prepareDatabase(testDb.database, config);
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    app = await buildApp({ config, database: testDb.database, loggerInstance: logger, webDist: build.dist });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    build?.remove();
  });
  beforeEach(() => {
    lines.length = 0;
    failRenders(false);
  });

  it('logs a render that timed out as one warning with the path and the duration, and sends the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/times-out?q=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    const [line, ...more] = logged();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 40, path: '/times-out', msg: expect.stringContaining('timed out') });
    expect(line!.ms).toEqual(expect.any(Number));
    expect(line!.err).toBeUndefined();
  });

  it('keeps any other failure an error with its stack', async () => {
    failRenders(true);
    const res = await app.inject({ method: 'GET', url: '/fails' });
    expect(res.body).toContain('<title>shell</title>');
    const [line] = logged();
    expect(line).toMatchObject({ level: 50, msg: 'server rendering failed; sending the shell' });
    expect(line!.err?.stack).toContain('the renderer failed');
  });
});
