// The landing route's first-load JavaScript, gzipped (DESIGN.md budget: ≤ 150 KB): the entry
// chunk, everything it imports statically, and the lazy landing route with its own static
// imports. Reads the chunk graph from dist/.vite/manifest.json (run after `vite build`).
// Run: node apps/web/scripts/first-load-size.mjs [--max=150]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const maxArg = process.argv.find((a) => a.startsWith('--max='));
const maxKb = maxArg ? Number(maxArg.slice(6)) : 150;

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
}
visit('index.html');
visit('src/app/routes/landing.tsx');

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  landing first-load JS (gzip), budget ${maxKb} KB`);
if (total / 1024 > maxKb) process.exit(1);
