// One 20 MB document upload and download against the real app, timed, with the server process's
// memory idle and at its peak (issue 34, decision 046). The client is curl, in its own process,
// so the figures are the server's alone. Run:
//   npm run bench:upload                            (PGlite in memory)
//   DATABASE_URL=postgres://… npm run bench:upload
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { createSession } from '../apps/api/src/auth/sessions';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { properties, unitDocuments, users } from '../apps/api/src/db/schema';
import { prepareDatabase } from '../apps/api/src/startup';

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mem = () => {
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, external: m.external + m.arrayBuffers };
};
const fmt = (m: { rss: number; heap: number; external: number }) => `rss ${(m.rss / MB).toFixed(0)} MB, heap ${(m.heap / MB).toFixed(0)} MB, buffers ${(m.external / MB).toFixed(0)} MB`;

const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { databaseUrl: url } : {});
const config = loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false', LOG_LEVEL: 'silent', BACKUP_DIR: 'off', ...(url ? { DATABASE_URL: url } : {}) });
await prepareDatabase(database, config);
const app = await buildApp({ config, database });
await app.ready();
const db = database.db;
const [admin] = await db.insert(users).values({ name: 'Bench Admin', email: `bench-${Date.now()}@example.com`, type: 'Admin', passwordHash: 'x' }).returning();
const [unit] = await db.select({ id: properties.id }).from(properties).limit(1);
let unitId = unit?.id;
if (!unitId) {
  const { developments, typologies } = await import('../apps/api/src/db/schema');
  const [dev] = await db.insert(developments).values({ slug: `bench-${Date.now()}`, code: `B${Date.now() % 100000}`, name: 'Bench', city: 'X', address: 'X', status: 'selling' }).returning();
  const [typ] = await db.insert(typologies).values({ developmentId: dev!.id, code: '2R', name: { es: 'a', en: 'a', fr: 'a' }, description: 'x', sizeM2: 70, bedrooms: 2 }).returning();
  const [u] = await db.insert(properties).values({ developmentId: dev!.id, typologyId: typ!.id, name: 'B-1', description: 'x', number: `B${Date.now()}`, floor: 1, sizeM2: 70 }).returning();
  unitId = u!.id;
}
const token = await createSession(db, admin!.id);

// A 20 MB PDF on disk, sent by curl.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-bench-'));
const pdfFile = path.join(dir, 'bench.pdf');
const head = Buffer.from('%PDF-1.4\n%');
const tail = Buffer.from('\n%%EOF\n');
fs.writeFileSync(pdfFile, Buffer.concat([head, Buffer.alloc(20 * MB - head.length - tail.length, 0x78), tail]));
const run = promisify(execFile);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const idle = mem();
let peak = idle;
const timer = setInterval(() => {
  const m = process.memoryUsage();
  if (m.rss > peak.rss) peak = { rss: m.rss, heap: m.heapUsed, external: m.external + m.arrayBuffers };
}, 5);
let started = performance.now();
const auth = `authorization: Bearer ${token}`;
const posted = await run('curl', ['-s', '-H', auth, '-F', 'title=Bench', '-F', 'kind=other', '-F', `file=@${pdfFile};type=application/pdf`, `${address}/api/units/${unitId}/documents`], { maxBuffer: 10 * MB });
const answer = JSON.parse(posted.stdout) as { document: { id: number } };
const uploadMs = performance.now() - started;
const uploadPeak = peak;
peak = mem();
started = performance.now();
const out = path.join(dir, 'back.pdf');
await run('curl', ['-s', '-H', auth, '-o', out, `${address}/api/documents/${answer.document.id}/file`]);
const received = fs.statSync(out).size;
const same = fs.readFileSync(out).equals(fs.readFileSync(pdfFile));
const downloadMs = performance.now() - started;
clearInterval(timer);
console.log(`database: ${database.kind}; upload (document ${answer.document.id}) in ${uploadMs.toFixed(0)} ms; download ${received} bytes (${same ? 'the same bytes' : 'DIFFERENT bytes'}) in ${downloadMs.toFixed(0)} ms`);
console.log(`idle:                     ${fmt(idle)}`);
console.log(`peak during the upload:   ${fmt(uploadPeak)}  (+${((uploadPeak.rss - idle.rss) / MB).toFixed(0)} MB rss)`);
console.log(`peak during the download: ${fmt(peak)}  (+${((peak.rss - idle.rss) / MB).toFixed(0)} MB rss)`);
// What the run wrote goes (its versions and 20 MB of chunks with it): the database may be shared.
await db.delete(unitDocuments).where(eq(unitDocuments.id, answer.document.id));
await db.delete(users).where(eq(users.id, admin!.id));
await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
