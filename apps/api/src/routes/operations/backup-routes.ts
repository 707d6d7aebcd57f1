// Backups in Settings (issue 24, Admin only): a backup made now and downloaded (what
// `npm run backup` uses while the server runs on its embedded database), the automatic ones
// with their size and date, the last failure, and the download of a kept one.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backupNameParamsSchema, backupsSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requireAdmin } from '../../plugins/auth';
import { bearer, errorResponses } from '../units/route-schemas';

const TAG = 'settings';
const fileAnswer = z.any().meta({ description: 'The backup: gzip-compressed JSON lines (see the README, "Backup and restore")' });

/** Streams a backup file as a download; `cleanup` runs once it is sent or the client left. */
function sendBackup(reply: FastifyReply, file: string, cleanup?: () => void) {
  const stream = fs.createReadStream(file);
  if (cleanup) stream.on('close', cleanup);
  return reply
    .header('content-type', 'application/gzip')
    .header('content-disposition', `attachment; filename="${path.basename(file)}"`)
    .header('content-length', String(fs.statSync(file).size))
    .header('cache-control', 'private, no-store')
    .send(stream);
}

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/backup',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'A backup of every table, made now (Admin)',
        description:
          'Every table (pictures included) read in one snapshot, with the schema version and a manifest of counts and checksums, as ' +
          '`vitrina-backup-<UTC time>.ndjson.gz`. On the embedded database the server is busy while it reads. `npm run backup` calls it when a server runs on the data folder.',
        security: bearer,
        response: { 200: fileAnswer, ...errorResponses(401, 403, 503) },
      },
    },
    async (request, reply) => {
      const result = await app.backups.snapshot();
      request.log.info({ actorId: request.user!.id, bytes: result.bytes, rows: result.manifest.rows }, 'backup downloaded');
      return sendBackup(reply, result.file, () => fs.rmSync(path.dirname(result.file), { recursive: true, force: true }));
    },
  );

  app.get(
    '/admin/backups',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'The automatic backups, newest first, and the last failure (Admin)',
        security: bearer,
        response: { 200: backupsSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { backups } = app;
      return {
        automatic: backups.automatic,
        keep: backups.keep,
        every_hours: app.config.backups.everyMs / 3_600_000,
        files: backups.list().map((f) => ({ name: f.name, size: f.size, created_at: f.createdAt.toISOString() })),
        last_success_at: backups.lastSuccessAt?.toISOString() ?? null,
        last_failure: backups.lastFailure ? { at: backups.lastFailure.at.toISOString(), message: backups.lastFailure.message } : null,
        next_at: backups.automatic ? (backups.nextAt?.toISOString() ?? null) : null,
      };
    },
  );

  app.get(
    '/admin/backups/:name',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Download a kept automatic backup (Admin)',
        security: bearer,
        params: backupNameParamsSchema,
        response: { 200: fileAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { dir } = app.backups;
      const kept = dir ? app.backups.list().find((f) => f.name === request.params.name) : undefined;
      if (!dir || !kept) throw new AppError('not_found', 'operations.backupNotFound');
      return sendBackup(reply, path.join(dir, kept.name));
    },
  );
};
