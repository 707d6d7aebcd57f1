// One 20 MB document upload and download against the real app, timed, with the process's memory
// before, at its peak and after (issue 34, decision 046). Run:
//   node --expose-gc --import tsx bench/document-upload.ts            (PGlite in memory)
//   DATABASE_URL=postgres://… node --expose-gc --import tsx bench/document-upload.ts
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { createSession } from '../apps/api/src/auth/sessions';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { properties, users } from '../apps/api/src/db/schema';
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

// A 20 MB PDF and its multipart body, built before the idle reading.
const pad = 20 * MB - 64;
const file = Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.alloc(pad, 0x78), Buffer.from('\ntrailer << >>\n%%EOF\n')]).subarray(0, 20 * MB - 7);
const body = Buffer.concat([Buffer.from(file.subarray(0, file.length - 7)), Buffer.from('\n%%EOF\n')]);
const boundary = '----bench';
const payload = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench\r\n--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nother\r\n`),
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
  body,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const idle = mem();
let peak = idle;
const timer = setInterval(() => {
  const m = process.memoryUsage();
  if (m.rss > peak.rss) peak = { rss: m.rss, heap: m.heapUsed, external: m.external + m.arrayBuffers };
}, 5);
let started = performance.now();
const res = await fetch(`${address}/api/units/${unitId}/documents`, { method: 'POST', body: payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
const answer = (await res.json()) as { document: { id: number } };
const uploadMs = performance.now() - started;
const uploadPeak = peak;
peak = mem();
started = performance.now();
const download = await fetch(`${address}/api/documents/${answer.document.id}/file`, { headers: { authorization: `Bearer ${token}` } });
let received = 0;
for await (const chunk of download.body!) received += (chunk as Uint8Array).length;
const downloadMs = performance.now() - started;
clearInterval(timer);
console.log(`database: ${database.kind}; upload ${res.status} in ${uploadMs.toFixed(0)} ms; download ${download.status}, ${received} bytes in ${downloadMs.toFixed(0)} ms`);
console.log(`idle (after the 20 MB test body was built): ${fmt(idle)}`);
console.log(`peak during the upload:   ${fmt(uploadPeak)}  (+${((uploadPeak.rss - idle.rss) / MB).toFixed(0)} MB rss)`);
console.log(`peak during the download: ${fmt(peak)}  (+${((peak.rss - idle.rss) / MB).toFixed(0)} MB rss)`);
await db.delete(users).where(eq(users.id, admin!.id));
await app.close();
await database.close();
