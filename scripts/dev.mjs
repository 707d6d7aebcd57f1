#!/usr/bin/env node
// `npm run dev`: the API in watch mode on port 3001 with readable logs, and the Vite dev
// server on port 3000 (hot reload) proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', NODE_ENV: 'development', LOG_PRETTY: '1' },
  }),
  spawn('npx', ['vite', '--port', '3000', '--strictPort'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
