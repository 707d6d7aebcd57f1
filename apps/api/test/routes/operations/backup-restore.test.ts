// Backup and restore (issue 24): backup → empty database → restore gives back every row and
// picture, checked by counts and checksums, on this project's database and across kinds (on the
// PGlite run: PostgreSQL → PGlite; on the PostgreSQL run: PGlite → PostgreSQL, the documented
// move), a unit's documents with every version's bytes, its payment schedule with a paid
// receipt and a reminder, and its messages with a read mark (issue 34); a backup taken while writes run is
// consistent; restore refuses a newer schema, a non-empty target unless told to replace it, and
// a damaged or altered file.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveError, verifyArchive, type ManifestLine } from '../../../src/backup/archive';
import { writeBackup } from '../../../src/backup/backup';
import { RestoreRefused, restoreBackup } from '../../../src/backup/restore';
import type { Database } from '../../../src/db/client';
import { auditLog, developments, imageVariants, items, properties, sessions, unitDocumentVersions, unitDocuments, unitMessageReads, unitMessages, unitPaymentLines, unitPaymentReminders, unitPayments, users } from '../../../src/db/schema';
import { addDocument, addVersion } from '../../../src/documents/document-writes';
import { DOCUMENT_CHUNK_BYTES, readChunks } from '../../../src/documents/documents-repository';
import { postMessageIn, readThread } from '../../../src/messages/message-thread';
import { recordPaymentIn } from '../../../src/payments/payment-record';
import { saveSchedule } from '../../../src/payments/payment-writes';
import { insertOutboxMail } from '../../../src/plugins/mail-repository';
import { shippedSchemaVersion } from '../../../src/db/schema-version';
import { seedDemoData } from '../../../src/demo-data';
import { processImage } from '../../../src/images/image-processing';
import { saveImage } from '../../../src/images/image-repository';
import { prepareDatabase } from '../../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../../helper';

const otherKind = testDbKind === 'pglite' ? 'postgres' : 'pglite';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-backup-test-'));
const databases: TestDatabase[] = [];
const fresh = async (kind: 'pglite' | 'postgres' = testDbKind) => {
  const t = await createTestDatabase(kind);
  databases.push(t);
  return t.database;
};

/** A database as an install has it: demo data and a few real pictures linked to items. */
async function filled(kind: 'pglite' | 'postgres'): Promise<Database> {
  const database = await fresh(kind);
  await prepareDatabase(database, testConfig());
  await seedDemoData(database.db, { images: false });
  const [first, second] = await database.db.select({ id: items.id }).from(items).orderBy(items.id).limit(2);
  for (const [i, item] of [first!, second!].entries()) {
    const png = await sharp({ create: { width: 640 + i * 40, height: 480, channels: 3, background: i ? '#1f5f5b' : '#c8a45a' } }).png().toBuffer();
    const imageId = await saveImage(database.db, await processImage(png));
    await database.db.update(items).set({ imageId }).where(eq(items.id, item.id));
  }
  // A unit's documents (issue 34): one of two versions, the second over several chunks.
  const [unit] = await database.db.select({ id: properties.id, userId: properties.userId }).from(properties).where(sql`${properties.userId} is not null`).limit(1);
  const asFile = (bytes: Buffer) => {
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += DOCUMENT_CHUNK_BYTES) chunks.push(bytes.subarray(at, at + DOCUMENT_CHUNK_BYTES));
    return { chunks, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), contentType: 'application/pdf' as const, fileName: 'contrato.pdf' };
  };
  const pdf = (body: Buffer) => Buffer.concat([Buffer.from('%PDF-1.7\n%'), body, Buffer.from('\n%%EOF\n')]);
  const added = await addDocument(database.db, unit!.userId!, unit!.id, { title: 'Contrato de compraventa', kind: 'contract', shared: true }, asFile(pdf(randomBytes(1000))));
  if (added.kind !== 'done') throw new Error('no document');
  await addVersion(database.db, unit!.userId!, added.document.id, asFile(pdf(randomBytes(3 * DOCUMENT_CHUNK_BYTES + 77))));
  await addDocument(database.db, unit!.userId!, unit!.id, { title: 'Nota interna', kind: 'other', shared: false }, asFile(pdf(randomBytes(10))));
  // Its payment plan and schedule (issue 34): two lines, one paid in part (its receipt is a third document).
  const plan = [{ label: { es: 'Todo', en: 'All', fr: 'Tout' }, basis_points: 10_000, months_after_reservation: 0 }];
  await database.db.update(developments).set({ paymentPlan: plan }).where(sql`${developments.id} = (select development_id from properties where id = ${unit!.id})`);
  const saved = await saveSchedule(database.db, unit!.userId!, unit!.id, {
    lines: [
      { label: { es: 'Enganche', en: 'Deposit', fr: 'Acompte' }, due_date: '2026-03-01', amount: 1000.5 },
      { label: { es: 'Saldo', en: 'Balance', fr: 'Solde' }, due_date: '2026-09-01', amount: 99_000.01 },
    ],
  });
  if (saved.kind !== 'done') throw new Error('no schedule');
  const [line] = await database.db.select({ id: unitPaymentLines.id }).from(unitPaymentLines).orderBy(unitPaymentLines.id).limit(1);
  const mailer = { queueWithin: (tx: Parameters<typeof insertOutboxMail>[0], mail: { to: string; subject: string; text: string }) => insertOutboxMail(tx, mail) };
  const paid = await database.db.transaction((tx) => recordPaymentIn(tx, mailer, unit!.userId!, line!.id, { amount: 250.25, paid_at: '2026-03-02', method: 'cheque', reference: 'CH-7' }));
  if (paid.kind !== 'done') throw new Error('no payment');
  // The reminder queued for it (decision 050).
  await database.db.insert(unitPaymentReminders).values({ lineId: line!.id, kind: 'overdue', dueDate: '2026-03-01', buyerId: unit!.userId!, leftCents: 75_025 });
  // Its messages (issue 34): one each way, and the buyer's read mark.
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.type, 'Admin')).limit(1);
  const writers = [{ id: unit!.userId!, type: 'User', name: 'Comprador' }, { id: admin!.id, type: 'Admin', name: 'Oficina' }];
  for (const [i, body] of ['¿Y las llaves?', 'En marzo.\n\tSaludos'].entries()) {
    const posted = await database.db.transaction((tx) => postMessageIn(tx, mailer, writers[i]!, unit!.id, body, 'ventas@example.com', 'es'));
    if (posted.kind !== 'done') throw new Error('no message');
  }
  await readThread(database.db, writers[0]!, unit!.id, 'es');
  return database;
}

/** The messages and the read marks, as stored. */
const messageSums = async (database: Database) =>
  JSON.stringify({ messages: await database.db.select().from(unitMessages).orderBy(unitMessages.id), reads: await database.db.select().from(unitMessageReads) });

/** The schedule's lines and payments, with each payment's receipt, and the development's plans. */
async function paymentSums(database: Database) {
  const lines = await database.db.select().from(unitPaymentLines).orderBy(unitPaymentLines.id);
  const payments = await database.db.select().from(unitPayments).orderBy(unitPayments.id);
  const plans = await database.db.select({ id: developments.id, plan: developments.paymentPlan }).from(developments).orderBy(developments.id);
  const reminders = await database.db.select().from(unitPaymentReminders);
  return JSON.stringify({ lines, payments, plans, reminders });
}

/** Every document version's facts and the SHA-256 of its bytes read back from the chunks. */
async function documentSums(database: Database) {
  const versions = await database.db
    .select({ id: unitDocumentVersions.id, documentId: unitDocumentVersions.documentId, version: unitDocumentVersions.version, size: unitDocumentVersions.size, sha256: unitDocumentVersions.sha256, title: unitDocuments.title, shared: unitDocuments.shared })
    .from(unitDocumentVersions)
    .innerJoin(unitDocuments, eq(unitDocuments.id, unitDocumentVersions.documentId))
    .orderBy(unitDocumentVersions.documentId, unitDocumentVersions.version);
  const out: string[] = [];
  for (const v of versions) {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of readChunks(database.db, v.id)) {
      hash.update(chunk);
      size += chunk.length;
    }
    const read = hash.digest('hex');
    out.push(`${v.documentId}/${v.version}/${v.title}/${v.shared}/${v.size}/${size}/${v.sha256}/${read === v.sha256 ? 'bytes match' : read}`);
  }
  return out;
}

const pictureSums = async (database: Database) =>
  (await database.db.select({ id: imageVariants.imageId, width: imageVariants.width, data: imageVariants.data }).from(imageVariants).orderBy(imageVariants.imageId, imageVariants.width)).map(
    (v) => `${v.id}/${v.width}/${createHash('sha256').update(v.data).digest('hex')}`,
  );

/** Rewrites a backup file line by line (to play a newer schema, or a tampered file). */
function rewrite(from: string, to: string, change: (line: Record<string, unknown>, index: number) => Record<string, unknown>) {
  const lines = gunzipSync(fs.readFileSync(from)).toString('utf8').trim().split('\n');
  fs.writeFileSync(to, gzipSync(lines.map((l, i) => JSON.stringify(change(JSON.parse(l) as Record<string, unknown>, i))).join('\n') + '\n'));
}

afterAll(async () => {
  for (const t of databases) await t.drop().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore (${testDbKind})`, () => {
  let source: Database;
  let file: string;
  let manifest: ManifestLine;
  beforeAll(async () => {
    source = await filled(testDbKind);
    file = path.join(dir, 'source.ndjson.gz');
    ({ manifest } = await writeBackup(source, file));
  });

  it('writes every table with the schema version and a manifest of counts and checksums', async () => {
    const { header, manifest: read } = await verifyArchive(file);
    expect(header).toMatchObject({ format: 'vitrina-backup', format_version: 1, database: testDbKind, app_version: expect.any(String) });
    expect(header.schema).toEqual({ version: shippedSchemaVersion().version, tag: shippedSchemaVersion().tag, count: shippedSchemaVersion().count });
    expect(read).toEqual(manifest);
    expect(manifest.tables.properties!.rows).toBe(81);
    expect(manifest.tables.image_variants!.rows).toBeGreaterThanOrEqual(2);
    // Two documents and the payment's receipt.
    expect(manifest.tables.unit_documents!.rows).toBe(3);
    expect(manifest.tables.unit_document_versions!.rows).toBe(4);
    // 1 chunk, 4 chunks (3 whole and the rest), 1 chunk, the receipt's 1.
    expect(manifest.tables.unit_document_chunks!.rows).toBe(7);
    expect(manifest.tables.unit_payment_lines!.rows).toBe(2);
    expect(manifest.tables.unit_payments!.rows).toBe(1);
    expect(manifest.tables.unit_payment_reminders!.rows).toBe(1);
    expect(manifest.tables.unit_messages!.rows).toBe(2);
    expect(manifest.tables.unit_message_reads!.rows).toBe(1);
    expect(manifest.tables.users!.rows).toBeGreaterThan(0);
    // Every table of the schema, the generic way: nothing is listed by hand.
    const tables = (await source.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)) as unknown as { rows: { tablename: string }[] };
    expect(Object.keys(manifest.tables).sort()).toEqual(tables.rows.map((r) => r.tablename));
  });

  it('restores into an empty database every row and picture, the same counts and checksums', async () => {
    const target = await fresh();
    const result = await restoreBackup(target, file);
    expect(result.manifest).toEqual(manifest);
    const again = await writeBackup(target, path.join(dir, 'again.ndjson.gz'));
    expect(again.manifest.tables).toEqual(manifest.tables);
    expect(await pictureSums(target)).toEqual(await pictureSums(source));
    const documents = await documentSums(target);
    expect(documents).toEqual(await documentSums(source));
    expect(documents).toHaveLength(4);
    expect(documents.every((d) => d.endsWith('bytes match'))).toBe(true);
    // The documents' and the schedule's history comes back with them, and so do the schedule and its payment.
    const history = await target.db.select({ action: auditLog.action }).from(auditLog).where(sql`${auditLog.action} like 'document_%' or ${auditLog.action} like 'payment_%'`);
    expect(history.map((h) => h.action).sort()).toEqual(['document_added', 'document_added', 'document_added', 'document_version_added', 'payment_recorded', 'payment_schedule_saved']);
    expect(await paymentSums(target)).toEqual(await paymentSums(source));
    expect(await paymentSums(target)).toContain('"amountCents":25025');
    expect(await paymentSums(target)).toContain('"kind":"overdue","dueDate":"2026-03-01"');
    expect(await messageSums(target)).toEqual(await messageSums(source));
    expect(await messageSums(target)).toContain('En marzo.\\n\\tSaludos');
    // The sequences follow the restored ids: a new row gets a new id.
    const [user] = await target.db.insert(users).values({ name: 'After Restore', email: 'after.restore@example.com', passwordHash: 'x' }).returning();
    expect(user!.id).toBeGreaterThan(manifest.tables.users!.rows);
  });

  it(`moves from ${testDbKind === 'postgres' ? 'PGlite to PostgreSQL' : 'PostgreSQL to PGlite'}`, async () => {
    const other = await filled(otherKind);
    const otherFile = path.join(dir, 'other.ndjson.gz');
    const taken = await writeBackup(other, otherFile);
    const target = await fresh(testDbKind);
    await restoreBackup(target, otherFile);
    const again = await writeBackup(target, path.join(dir, 'moved.ndjson.gz'));
    expect(again.manifest.tables).toEqual(taken.manifest.tables);
    expect(await pictureSums(target)).toEqual(await pictureSums(other));
    expect(await documentSums(target)).toEqual(await documentSums(other));
    expect(await paymentSums(target)).toEqual(await paymentSums(other));
    expect(await messageSums(target)).toEqual(await messageSums(other));
  });

  it('takes a consistent backup while writes run', async () => {
    const database = await fresh();
    await prepareDatabase(database, testConfig());
    let stop = false;
    // Counted once committed: a write under way when the backup starts may or may not be in it.
    let committed = 0;
    // Each write is an account and its session, in one transaction: a backup holds both or neither.
    const writer = (async () => {
      while (!stop) {
        const n = committed + 1;
        await database.db.transaction(async (tx) => {
          const [u] = await tx.insert(users).values({ name: `Writer ${n}`, email: `writer-${n}@example.com`, passwordHash: 'x' }).returning();
          await tx.insert(sessions).values({ tokenHash: `writer-${n}`, userId: u!.id });
        });
        committed = n;
        // PGlite answers without a turn of the event loop: let the timers (and the backup) in.
        await new Promise((r) => setImmediate(r));
      }
    })();
    while (committed < 20) await new Promise((r) => setTimeout(r, 5));
    const beforeBackup = committed;
    const during = path.join(dir, 'during.ndjson.gz');
    await writeBackup(database, during);
    const afterBackup = committed;
    while (committed < afterBackup + 20) await new Promise((r) => setTimeout(r, 5));
    stop = true;
    await writer;

    const target = await fresh();
    await restoreBackup(target, during);
    const restoredUsers = await target.db.$count(users, like(users.email, 'writer-%'));
    const restoredSessions = await target.db.$count(sessions, like(sessions.tokenHash, 'writer-%'));
    // Every write committed before the backup began is in it, none after it ended, and never half of one.
    expect(restoredUsers).toBeGreaterThanOrEqual(beforeBackup);
    expect(restoredUsers).toBeLessThanOrEqual(afterBackup + 1);
    expect(restoredUsers).toBeLessThan(committed);
    expect(restoredSessions).toBe(restoredUsers);
  });

  it('refuses a backup from a newer schema', async () => {
    const newer = path.join(dir, 'newer.ndjson.gz');
    const future = { version: shippedSchemaVersion().version + 1000, tag: '9999_future', count: shippedSchemaVersion().count + 1 };
    rewrite(file, newer, (line) => (line.kind === 'header' || line.kind === 'manifest' ? { ...line, schema: future } : line));
    const target = await fresh();
    await expect(restoreBackup(target, newer)).rejects.toMatchObject({ reason: 'newer-schema', message: expect.stringMatching(/newer schema.*Update Vitrina first/s) });
    const untouched = (await target.db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`)) as unknown as { rows: { n: number }[] };
    expect(untouched.rows[0]!.n).toBe(0);
  });

  it('refuses a non-empty target unless told to replace it', async () => {
    const target = await fresh();
    await prepareDatabase(target, testConfig());
    await target.db.insert(users).values({ name: 'Already Here', email: 'already.here@example.com', passwordHash: 'x' });
    const refused = await restoreBackup(target, file).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RestoreRefused);
    expect(refused).toMatchObject({ reason: 'not-empty', message: expect.stringMatching(/not empty: .*users \(1\).*--replace/s) });
    expect(await target.db.$count(users)).toBe(1);

    await restoreBackup(target, file, { replace: true });
    expect(await target.db.$count(users, eq(users.email, 'already.here@example.com'))).toBe(0);
    expect((await writeBackup(target, path.join(dir, 'replaced.ndjson.gz'))).manifest.tables).toEqual(manifest.tables);
  });

  it('refuses a file cut short or altered, and leaves the target empty', async () => {
    const cut = path.join(dir, 'cut.ndjson.gz');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size / 2)));
    await expect(verifyArchive(cut)).rejects.toBeInstanceOf(ArchiveError);

    const altered = path.join(dir, 'altered.ndjson.gz');
    rewrite(file, altered, (line) =>
      line.kind === 'rows' && line.table === 'properties' ? { ...line, rows: (line.rows as string[][]).map((row, i) => (i === 0 ? row.map((v) => (v === '101' ? '999' : v)) : row)) } : line,
    );
    await expect(verifyArchive(altered)).rejects.toThrow(/properties: checksum in the file differs/);
    const target = await fresh();
    await expect(restoreBackup(target, altered)).rejects.toThrow(/properties: checksum in the restored database differs/);
    // Rolled back: the load left no row, so the right file can be restored next.
    await restoreBackup(target, file);
    expect(await target.db.$count(users)).toBe(manifest.tables.users!.rows);
  });
});
