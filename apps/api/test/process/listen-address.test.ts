// Which interface the real server listens on (decision 022). A demo install's Admin password
// is in the README, so with demo data on and no HOST it listens on 127.0.0.1 only: checked on
// the bound socket itself (/proc/net/tcp, Linux) and by connecting to this machine's
// non-loopback address, which must be refused. HOST=0.0.0.0 with demo data opens it, with a
// warning; without demo data the default stays every interface.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDataDir, startServer, type RunningServer } from './server-process';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-listen-'));
// Seeded already (copied): what is tested is the interface, not the first start.
const dataDir = seededDataDir(path.join(root, 'data'));
const running: RunningServer[] = [];
const start = (env: NodeJS.ProcessEnv) => {
  // HOST: undefined takes away the test helper's own HOST=127.0.0.1.
  const s = startServer({ DATA_DIR: dataDir, HOST: undefined, ...env });
  running.push(s);
  return s;
};

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  fs.rmSync(root, { recursive: true, force: true });
});

/** The IPv4 addresses a socket listens on at this port, read from the kernel's table. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[3] === '0A' && cols[1]?.endsWith(`:${hexPort}`))
    .map((cols) => {
      const hex = cols[1]!.split(':')[0]!;
      // Little-endian: 0100007F is 127.0.0.1.
      return [6, 4, 2, 0].map((i) => parseInt(hex.slice(i, i + 2), 16)).join('.');
    });
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const external = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
const hasProcNet = fs.existsSync('/proc/net/tcp');

describe('the interface the server listens on', () => {
  it('with demo data and no HOST: 127.0.0.1 only, and the banner says so', async () => {
    expect(external || hasProcNet, 'nothing here can tell which interface is bound').toBeTruthy();
    const s = start({});
    const port = await s.ready;
    if (hasProcNet) expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
    if (external) expect(await canConnect(external, port), `connect to ${external}:${port}`).toBe(false);
    expect(await canConnect('127.0.0.1', port)).toBe(true);
    expect(s.output()).toMatch(/Listening on 127\.0\.0\.1 only, as demo data is on: set HOST=0\.0\.0\.0/);
    expect(s.output()).not.toMatch(/WARNING/);
    expect(await s.stop()).toBe(0);
  });

  it('with demo data and HOST=0.0.0.0: every interface, with a clear warning', async () => {
    const s = start({ HOST: '0.0.0.0' });
    const port = await s.ready;
    if (hasProcNet) expect(listeningAddresses(port)).toEqual(['0.0.0.0']);
    if (external) expect(await canConnect(external, port)).toBe(true);
    expect(s.output()).toMatch(/WARNING: demo data is on and HOST=0\.0\.0\.0 opens the app to the network/);
    expect(await s.stop()).toBe(0);
  });

  it('without demo data and no HOST: every interface, no warning', async () => {
    const s = start({ DEMO_DATA: 'false' });
    const port = await s.ready;
    if (hasProcNet) expect(listeningAddresses(port)).toEqual(['0.0.0.0']);
    expect(s.output()).not.toMatch(/WARNING|Listening on/);
    expect(await s.stop()).toBe(0);
  });
});
