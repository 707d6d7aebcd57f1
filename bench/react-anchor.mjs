// The anchor of bench/web.mjs: an empty React page built with the project's own Vite, React
// plugin and React, served by a bare Fastify with the compression the app uses. Whatever
// Lighthouse reads on it (the machine, Chromium, React's own cost) is the floor the app's
// pages are compared with, measured in the same run.
import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { freePort } from './support.mjs';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="An empty React page" />
    <title>Empty React page</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;
const MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <main>
      <h1>Empty React page</h1>
    </main>
  </StrictMode>,
);
`;

/**
 * Builds the page in `root`/node_modules/.cache (inside the repository, so React resolves as
 * the app's does), serves it on a free loopback port; resolves to its URL and a close().
 */
export async function startReactAnchor(root) {
  const dir = path.join(root, 'node_modules/.cache/vitrina-react-anchor');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'main.jsx'), MAIN);
  await build({ root: dir, configFile: false, logLevel: 'error', plugins: [react()], build: { outDir: path.join(dir, 'dist') } });
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyStatic, { root: path.join(dir, 'dist') });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}
