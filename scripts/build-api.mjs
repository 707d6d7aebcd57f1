#!/usr/bin/env node
// Part of `npm run build`: the API compiled by esbuild into apps/api/dist/server/, which
// `npm run serve` runs (decision 035: it starts faster and holds less than the source run
// through tsx). Packages stay external (loaded from node_modules as they are); the shared
// contracts, TypeScript source, are compiled in. Dynamic imports become their own files, so
// what is loaded on first use (PDF, spreadsheets, images) still is.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = fileURLToPath(new URL('../apps/api/', import.meta.url));
// Two folders deep, as the sources are (src/<folder>/): their relative paths to the
// migrations, package.json and the web build hold here too.
const outdir = `${api}dist/server`;

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  // The demo data's preparing child (demo-data/prepare-apart.ts) is a second entry, found by
  // the server at dist/server/demo-data/prepare-child.mjs.
  entryPoints: [`${api}src/server.ts`, `${api}src/demo-data/prepare-child.ts`],
  outbase: `${api}src`,
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  sourcemap: true,
  logLevel: 'warning',
  // A few packages are CommonJS and call require(): give the ES modules one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [
    {
      name: 'packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@vitrina/') ? undefined : { external: true }));
      },
    },
  ],
});
// Files the sources read beside themselves.
fs.copyFileSync(`${api}src/auth/common-passwords.txt`, `${outdir}/common-passwords.txt`);
console.log(`API compiled into ${outdir}`);
