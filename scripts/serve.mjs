#!/usr/bin/env node
// `npm run serve` (and `npm start` after its build): the API serving the built web app, in
// production mode unless NODE_ENV says otherwise, so React renders pages with its production
// build. It runs the API compiled by `npm run build` (decision 035), else its source through
// tsx. A start that sets no NODE_ENV is someone trying the app: it keeps the demo data on, as
// before; a deployment that sets NODE_ENV=production gets none by default. The server runs in
// this very process (no child), so a signal sent to its PID reaches it.
import fs from 'node:fs';

if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production';
  process.env.DEMO_DATA ??= 'true';
}
const compiled = new URL('../apps/api/dist/server/server.mjs', import.meta.url);
if (fs.existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../apps/api/src/server.ts');
}
