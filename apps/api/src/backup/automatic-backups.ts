// Automatic backups of the embedded database (issue 24, decision 032): every BACKUP_EVERY_HOURS
// (24 by default) a backup is written into BACKUP_DIR (`backups` beside DATA_DIR; `off` for
// none), under a temporary name renamed once complete, and only the newest BACKUP_KEEP are
// kept. A failure is logged and shown in Settings until the next success. On PostgreSQL there
// are none: back it up with `npm run backup` or the server's own tools.
// app.backups also takes the Admin's on-demand backups (GET /api/admin/backup).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import { BACKUP_FILE_PATTERN } from '@vitrina/contracts';
import type { Database } from '../db/client';
import { writeBackup, type BackupResult } from './backup';

export interface BackupFileInfo {
  name: string;
  size: number;
  createdAt: Date;
}

/** vitrina-backup-20261125T083000Z.ndjson.gz: the UTC time the backup started. */
export function backupFileName(at = new Date()): string {
  return `vitrina-backup-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.ndjson.gz`;
}

/** The backups kept in `dir`, newest first. */
export function listBackupFiles(dir: string): BackupFileInfo[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort()
    .reverse()
    .flatMap((name) => {
      try {
        const stat = fs.statSync(path.join(dir, name));
        return [{ name, size: stat.size, createdAt: stat.mtime }];
      } catch {
        return [];
      }
    });
}

/**
 * One automatic backup: written beside its final name, renamed once complete, then the oldest
 * beyond `keep` deleted. Returns the new file and those deleted.
 */
export async function runAutomaticBackup(database: Database, dir: string, keep: number, at = new Date()): Promise<{ result: BackupResult; deleted: string[] }> {
  fs.mkdirSync(dir, { recursive: true });
  const name = backupFileName(at);
  const partial = path.join(dir, `.${name}.partial`);
  const result = await writeBackup(database, partial);
  const file = path.join(dir, name);
  fs.renameSync(partial, file);
  const deleted = listBackupFiles(dir)
    .slice(keep)
    .map((old) => old.name);
  for (const old of deleted) fs.rmSync(path.join(dir, old), { force: true });
  return { result: { ...result, file }, deleted };
}

export interface Backups {
  /** Automatic backups run in this process (embedded database, BACKUP_DIR not off). */
  automatic: boolean;
  dir: string | null;
  keep: number;
  list(): BackupFileInfo[];
  lastSuccessAt: Date | null;
  lastFailure: { at: Date; message: string } | null;
  nextAt: Date | null;
  /** Runs one automatic backup now (also what the schedule calls). */
  runNow(): Promise<BackupResult>;
  /** A backup into a temporary file for a download; the caller deletes it. */
  snapshot(): Promise<BackupResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: Backups;
  }
}

/** How often the schedule looks whether a backup is due. */
const CHECK_EVERY_MS = 10 * 60_000;
/** The first look, a minute after start (and a random part more). */
const FIRST_CHECK_MS = 60_000;

export const backupsPlugin = fp(
  async (app) => {
    const { dir, keep, everyMs } = app.config.backups;
    const automatic = dir !== null && app.database.kind === 'pglite';
    let running: Promise<BackupResult> | null = null;
    const failures = new Counter({ name: 'vitrina_backup_failures_total', help: 'Backups that failed in this process', registers: [app.metrics.registry] });

    const newest = () => (dir ? (listBackupFiles(dir)[0]?.createdAt ?? null) : null);
    const state: Backups = {
      automatic,
      dir: automatic ? dir : null,
      keep,
      list: () => (automatic && dir ? listBackupFiles(dir) : []),
      lastSuccessAt: null,
      lastFailure: null,
      nextAt: null,
      runNow() {
        if (!dir) return Promise.reject(new Error('automatic backups are off (BACKUP_DIR=off)'));
        running ??= (async () => {
          const started = Date.now();
          try {
            const { result, deleted } = await runAutomaticBackup(app.database, dir, keep);
            state.lastSuccessAt = new Date();
            state.lastFailure = null;
            app.log.info({ file: result.file, bytes: result.bytes, rows: result.manifest.rows, ms: Date.now() - started, deleted }, 'automatic backup written');
            return result;
          } catch (error) {
            state.lastFailure = { at: new Date(), message: (error instanceof Error ? error.message : String(error)).slice(0, 300) };
            failures.inc();
            app.log.error({ err: error, dir }, 'automatic backup failed; the next check tries again');
            throw error;
          }
        })().finally(() => {
          running = null;
        });
        return running;
      },
      async snapshot() {
        const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-backup-')), backupFileName());
        try {
          const result = await writeBackup(app.database, file);
          state.lastSuccessAt = new Date();
          return result;
        } catch (error) {
          fs.rmSync(path.dirname(file), { recursive: true, force: true });
          failures.inc();
          throw error;
        }
      },
    };
    app.decorate('backups', state);

    if (app.metrics.enabled) {
      const lastSuccess = () => Math.max(0, ...[state.lastSuccessAt, newest()].filter((t): t is Date => t !== null).map((t) => t.getTime())) / 1000;
      new Gauge({
        name: 'vitrina_backup_last_success_timestamp_seconds',
        help: 'When the newest backup (automatic, or taken through this process) was made, Unix time; 0 before the first',
        registers: [app.metrics.registry],
        collect() {
          this.set(lastSuccess());
        },
      });
      new Gauge({
        name: 'vitrina_backup_age_seconds',
        help: 'Seconds since the newest backup (automatic, or taken through this process); before the first, seconds since 1970, so an alert on the age fires',
        registers: [app.metrics.registry],
        collect() {
          this.set(Date.now() / 1000 - lastSuccess());
        },
      });
    }

    if (!automatic) return;
    // A backup interrupted by a stop leaves its partial file: never listed, removed here.
    try {
      for (const name of fs.readdirSync(dir)) if (/^\.vitrina-backup-.*\.partial$/.test(name)) fs.rmSync(path.join(dir, name), { force: true });
    } catch {
      // No folder yet (made by the first backup), or not a folder: the first backup says so.
    }
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      const last = newest();
      const due = last ? last.getTime() + everyMs : Date.now();
      state.nextAt = new Date(Math.max(due, Date.now()));
      if (due <= Date.now()) {
        void state
          .runNow()
          .then(() => (state.nextAt = new Date(Date.now() + everyMs)))
          .catch(() => {});
      }
    };
    app.addHook('onReady', async () => {
      const last = newest();
      state.nextAt = new Date(Math.max(last ? last.getTime() + everyMs : 0, Date.now() + FIRST_CHECK_MS));
      timer = setTimeout(() => {
        check();
        timer = setInterval(check, Math.min(CHECK_EVERY_MS, everyMs));
        timer.unref();
      }, FIRST_CHECK_MS + Math.random() * FIRST_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(timer);
      clearInterval(timer);
      // A backup running now finishes before the database closes.
      await (running as Promise<unknown> | null)?.catch(() => {});
    });
  },
  { name: 'vitrina-backups' },
);
