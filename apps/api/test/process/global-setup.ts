// Vitest's global setup of the server-process tests: one data folder as a first start with the
// demo data leaves it, made once a run by the real server (migrations, the demo seed with its
// hashes and pictures), which the tests whose subject is not a first start copy instead of
// seeding again (`seededDataDir`). A first start cost about 25 s of CPU here, a start on a
// seeded folder 7 s (issue 32). The tests of a first start itself still start empty.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-seeded-'));
  const dataDir = path.join(root, 'data');
  const server = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'true', BACKUP_DIR: 'off' });
  await server.ready;
  if (!/loaded on this first start/.test(server.output())) throw new Error(`the seeded folder's first start did not load the demo data:\n${server.output()}`);
  // A clean stop: the folder is released (no lock left) and PGlite's files are complete.
  const code = await server.stop('SIGTERM');
  if (code !== 0) throw new Error(`the seeded folder's server stopped with ${code}:\n${server.output()}`);
  project.provide('seededDataDir', dataDir);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
