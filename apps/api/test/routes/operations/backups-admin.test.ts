// Backups for the Admin (issue 24): GET /api/admin/backup downloads a backup made now; the
// automatic backups keep BACKUP_KEEP files, are listed with their size and date, and a failed
// one is shown; a kept one downloads by its name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '../../../src/backup/archive';
import { listBackupFiles, runAutomaticBackup } from '../../../src/backup/automatic-backups';
import { users } from '../../../src/db/schema';
import { hashPassword } from '../../../src/auth/passwords';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-backups-'));
const PASSWORD = 'Admin-Backups-2026';

async function adminAuth(t: TestApp) {
  await t.database.db.insert(users).values({ name: 'Backup Admin', email: 'backup.admin@example.com', type: 'Admin', passwordHash: await hashPassword(PASSWORD) }).onConflictDoNothing();
  const res = await t.app.inject({ method: 'POST', url: '/api/signIn', payload: { email: 'backup.admin@example.com', password: PASSWORD } });
  return { authorization: `Bearer ${res.json().token as string}` };
}

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe(`backups for the Admin (${testDbKind})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const dir = path.join(root, 'auto');
  beforeAll(async () => {
    t = await buildTestApp({ env: { BACKUP_DIR: dir, BACKUP_KEEP: '2' } });
    auth = await adminAuth(t);
  });
  afterAll(() => t.close());

  it('downloads a backup made now, whole and matching its manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="vitrina-backup-\d{8}T\d{6}Z\.ndjson\.gz"$/);
    const file = path.join(root, 'download.ndjson.gz');
    fs.writeFileSync(file, res.rawPayload);
    const { header, manifest } = await verifyArchive(file);
    expect(header.database).toBe(testDbKind);
    expect(manifest.tables.users!.rows).toBeGreaterThanOrEqual(1);
  });

  it('keeps BACKUP_KEEP automatic backups, the newest', async () => {
    const times = ['2026-11-20T03:00:00Z', '2026-11-21T03:00:00Z', '2026-11-22T03:00:00Z', '2026-11-23T03:00:00Z'];
    for (const at of times) await runAutomaticBackup(t.database, dir, 2, new Date(at));
    expect(listBackupFiles(dir).map((f) => f.name)).toEqual(['vitrina-backup-20261123T030000Z.ndjson.gz', 'vitrina-backup-20261122T030000Z.ndjson.gz']);
    // Nothing half-written is left beside them.
    expect(fs.readdirSync(dir).sort()).toEqual(['vitrina-backup-20261122T030000Z.ndjson.gz', 'vitrina-backup-20261123T030000Z.ndjson.gz']);
    await t.app.backups.runNow().catch(() => {});
    // runNow is the schedule's own step: it also keeps only two.
    if (t.app.backups.automatic) expect(listBackupFiles(dir)).toHaveLength(2);
  });

  it('lists the automatic backups with their size and date (the embedded database only)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ automatic: testDbKind === 'pglite', keep: 2, last_failure: null });
    if (testDbKind === 'pglite') {
      expect(body.files).toHaveLength(2);
      expect(body.files[0]).toEqual({ name: expect.stringMatching(/^vitrina-backup-/), size: expect.any(Number), created_at: expect.any(String) });
      expect(body.files[0].size).toBeGreaterThan(100);
      expect(body.last_success_at).not.toBeNull();
      const name = body.files[1].name as string;
      const kept = await t.app.inject({ method: 'GET', url: `/api/admin/backups/${name}`, headers: auth });
      expect(kept.statusCode).toBe(200);
      expect(kept.rawPayload.length).toBe(body.files[1].size);
    } else {
      expect(body.files).toEqual([]);
      expect(body.next_at).toBeNull();
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/backups/vitrina-backup-20200101T000000Z.ndjson.gz', headers: auth });
    expect(missing.statusCode).toBe(404);
    const sneaky = await t.app.inject({ method: 'GET', url: `/api/admin/backups/${encodeURIComponent('../data/vitrina.lock')}`, headers: auth });
    expect(sneaky.statusCode).toBe(422);
  });

  it('shows and logs a failed automatic backup', async () => {
    const blocked = path.join(root, 'a-file');
    fs.writeFileSync(blocked, 'not a folder');
    const other = await buildTestApp({ env: { BACKUP_DIR: blocked } });
    const otherAuth = await adminAuth(other);
    await expect(other.app.backups.runNow()).rejects.toThrow();
    const res = await other.app.inject({ method: 'GET', url: '/api/admin/backups', headers: otherAuth });
    expect(res.json().last_failure).toMatchObject({ at: expect.any(String), message: expect.stringMatching(/EEXIST|ENOTDIR|not a directory|file already exists/i) });
    await other.close();
  });
});
