// The ordered stop a load balancer relies on (issue 24): on SIGTERM readyz answers 503 at once
// while the process still serves (SHUTDOWN_DELAY), a second signal ends that wait, the listener
// closes, a request in flight still gets its answer, and only then does the process exit 0.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo-data/users';
import { getJson, seededDataDir, startServer, type RunningServer } from './server-process';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-stop-'));
const running: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  fs.rmSync(root, { recursive: true, force: true });
});

async function until(what: string, check: () => Promise<boolean>, tries = 100) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe('stopping on SIGTERM', () => {
  it('answers readyz 503 at once, finishes the request in flight, then exits', async () => {
    const s = startServer({ DATA_DIR: path.join(root, 'data'), DEMO_DATA: 'false', SHUTDOWN_DELAY: '120' });
    running.push(s);
    const port = await s.ready;
    expect((await getJson(s.url('/api/readyz'))).status).toBe(200);

    // A request in flight: its headers are in, half of its body is not.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' });
    let inFlight: http.ClientRequest | undefined;
    let connected = false;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/signIn', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.on('socket', (socket) => socket.on('connect', () => (connected = true)));
      req.write(body.slice(0, 10));
      inFlight = req;
    });
    await until('the request is sent', async () => connected);
    // One more round trip: by its answer the server has read the first request's headers.
    expect((await getJson(s.url('/api/livez'))).status).toBe(200);

    s.proc.kill('SIGTERM');
    await until('readyz answers 503', async () => (await getJson(s.url('/api/readyz'))).status === 503);
    const ready = await getJson(s.url('/api/readyz'));
    expect(ready.body).toMatchObject({ status: 'error', checks: { shutdown: { status: 'error' }, database: { status: 'ok' } } });
    // Still alive and serving while balancers take it out.
    expect((await getJson(s.url('/api/livez'))).status).toBe(200);
    expect((await getJson(s.url('/api/health'))).status).toBe(200);
    expect(s.proc.exitCode).toBeNull();

    // A second signal ends the wait: the listener closes, the request in flight holds the exit.
    s.proc.kill('SIGTERM');
    await until('the server starts closing', async () => /closing: finishing requests in flight/.test(s.output()));
    await until('the listener is closed', async () => {
      try {
        await fetch(s.url('/api/livez'));
        return false;
      } catch {
        return true;
      }
    });
    expect(s.proc.exitCode).toBeNull();

    inFlight!.end(body.slice(10));
    const done = await answer;
    expect(done.status).toBe(401);
    expect(JSON.parse(done.body)).toMatchObject({ code: 'unauthenticated' });
    expect(await s.exited).toBe(0);
    expect(s.output()).toMatch(/stopped cleanly/);
  });

  it('ends the stacking plans’ open streams of changes and exits (decision 037)', async () => {
    const s = startServer({ DATA_DIR: seededDataDir(path.join(root, 'data-streams')), DEMO_DATA: 'true', SHUTDOWN_DELAY: '0' });
    running.push(s);
    await s.ready;
    const signIn = await fetch(s.url('/api/signIn'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@vitrina.demo', password: DEMO_PASSWORD }) });
    const { token } = (await signIn.json()) as { token: string };
    const streams = await Promise.all(
      [1, 2].map(() => fetch(s.url('/api/developments/playa-del-carmen/units/changes'), { headers: { authorization: `Bearer ${token}` } })),
    );
    const bodies = streams.map(async (res) => {
      expect(res.status).toBe(200);
      return res.text();
    });

    s.proc.kill('SIGTERM');
    // Each stream got its ready event and then its end; the process did not wait for its clients.
    for (const body of await Promise.all(bodies)) expect(body).toMatch(/^event: ready\n/);
    expect(await s.exited).toBe(0);
    expect(s.output()).toMatch(/stopped cleanly/);
  });
});
