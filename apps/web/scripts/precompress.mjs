// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
// browser build, once, at build time (issue 23). The server sends these as they are
// (@fastify/static `preCompressed`): no compression per request, so a page's 20–75 files cost
// the server a file read each instead of 1–20 ms of CPU each, and Brotli 11 is smaller than
// the on-the-fly quality the server can afford. Pictures and fonts are compressed already.
// Run: node apps/web/scripts/precompress.mjs (the web build's last step).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'dist');
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its own headers (the server's threshold too). */
const MIN_BYTES = 1024;

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of filesUnder(dist)) {
  // The build's manifest (.vite/) is read by the server from disk, never sent.
  if (!TEXT.test(file) || file.includes(`${path.sep}.vite${path.sep}`) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += body.length;
  after += br.length;
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB Brotli`);
