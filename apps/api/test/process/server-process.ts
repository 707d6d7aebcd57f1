// Starts the real server as a child process and watches its output, for the tests of start,
// restart, locks and signals: from its source (`node --import tsx src/server.ts`), or, with
// API_PROCESS_SERVER=compiled (what `npm test` sets, after its build), compiled as `npm start`
// runs it (`dist/server/server.mjs`), which also spares each start tsx's compiling (~2 s of CPU).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const COMPILED = `${API_DIR}dist/server/server.mjs`;

function serverCommand(): string[] {
  if (process.env.API_PROCESS_SERVER !== 'compiled') return ['--import', 'tsx', 'src/server.ts'];
  if (!fs.existsSync(COMPILED)) throw new Error(`API_PROCESS_SERVER=compiled but ${COMPILED} is missing: run \`npm run build\` first.`);
  return [COMPILED];
}

export interface RunningServer {
  proc: ChildProcess;
  output(): string;
  /** Resolves with the port once the banner is printed; rejects if the process exits first. */
  ready: Promise<number>;
  exited: Promise<number | null>;
  url(path: string): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startServer(env: NodeJS.ProcessEnv): RunningServer {
  const proc = spawn(process.execPath, serverCommand(), {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let port = 0;
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const ready = new Promise<number>((resolve, reject) => {
    const check = () => {
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        port = Number(m[1]);
        resolve(port);
      }
    };
    proc.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`server exited with ${code} before it was ready:\n${out}`)));
  });
  ready.catch(() => {});
  return {
    proc,
    output: () => out,
    ready,
    exited,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode !== null || proc.signalCode !== null) return proc.exitCode;
      proc.kill(signal);
      return exited;
    },
  };
}

/**
 * GET and parse. Given the server, a request that fails outright (a reset connection) says
 * whether the server was still running and what it printed last, so a failure seen once under
 * load can be read from the run's log (issue 32).
 */
export async function getJson(url: string, server?: RunningServer): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetch(url);
    return { status: res.status, body: await res.json() };
  } catch (error) {
    if (!server) throw error;
    const state = server.proc.exitCode !== null || server.proc.signalCode !== null ? `exited (${server.proc.exitCode ?? server.proc.signalCode})` : 'still running';
    throw new Error(`GET ${url} failed: ${(error as Error).message} (${String((error as Error).cause ?? '')}); the server is ${state}; its last output:\n${server.output().slice(-3000)}`, { cause: error });
  }
}

/**
 * `target` made a copy of the run's data folder as a first start with the demo data leaves it
 * (global-setup.ts), for a test whose subject is not that first start: its server starts as on
 * a restart, without migrating and seeding again (about 18 s of CPU a start, issue 32).
 */
export function seededDataDir(target: string): string {
  fs.cpSync(inject('seededDataDir'), target, { recursive: true });
  return target;
}
