// A unit's documents (issue 34, the owner's file, first slice; decision 046): the office (Admin,
// Vitrina, Selecta) uploads, versions and changes them, the Admin deletes them, and the unit's
// buyer lists and downloads the shared ones. Anyone else gets the 404 of an unknown unit or
// document, so nobody learns that a document exists.
import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  documentCreateFieldsSchema,
  documentDeleteResponseSchema,
  documentFileQuerySchema,
  documentUpdateSchema,
  documentWriteResponseSchema,
  fieldErrors,
  idParamsSchema,
  unitDocumentListSchema,
} from '@vitrina/contracts';
import { attachmentHeader, downloadName, judgeDocumentContent } from '../../documents/document-content';
import { addDocument, addVersion, changeDocument, documentsOfUnit, officeAnswer, removeDocument, visibleDocument } from '../../documents/document-writes';
import { DOCUMENT_CHUNK_BYTES, findVersion, readChunks } from '../../documents/documents-repository';
import type { NewFile } from '../../documents/documents-repository';
import { AppError } from '../../http/errors';
import { readFileInChunks } from '../../http/read-one-file';
import { requestLanguage, translate } from '../../i18n/translate';
import { requireAdmin, requireOffice, requireUser } from '../../plugins/auth';
import { FILE_RULES, TAG, bearer, contentRefusal, documentNotFound, errorResponses, unitNotFound } from './route-schemas';

const MB = 1024 * 1024;
const binary = z.string().meta({ format: 'binary' });

/** The upload's file, judged by its content; refused before anything is written. */
async function readDocumentFile(request: FastifyRequest): Promise<{ file: NewFile; fields: Record<string, string> }> {
  const upload = await readFileInChunks(request, FILE_RULES, DOCUMENT_CHUNK_BYTES);
  const verdict = judgeDocumentContent(upload.chunks, upload.size);
  if (!verdict.ok) throw contentRefusal(verdict);
  const fileName = upload.filename.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 255);
  return { file: { chunks: upload.chunks, size: upload.size, sha256: upload.sha256, contentType: verdict.contentType, fileName }, fields: upload.fields };
}

const multipartUploads: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // A document shared with the buyer tells them (decision 058).
  const notices = () => ({ mailer: app.mailer, publicUrl: app.config.publicUrl });
  // Only these routes parse multipart (the plugin hooks every request of its scope).
  await app.register(fastifyMultipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 } });
  const uploadDoc = `PDF, JPEG, PNG or WebP judged by content (signature and end structure; else 415), at most ${DOCUMENT_MAX_BYTES / MB} MB (else 413, read no further), not empty (else 422). Nothing is stored when it is refused.`;

  app.post(
    '/units/:id/documents',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: 'Upload a document to a unit (the office; multipart "file", "title", "kind", "shared")',
        description: `${uploadDoc} kind is one of ${DOCUMENT_KINDS.join(', ')}; shared (true/false, default false) says whether the unit's buyer sees it. Written to the unit's history (document_added).`,
        consumes: ['multipart/form-data'],
        security: bearer,
        params: idParamsSchema,
        response: { 201: documentWriteResponseSchema, ...errorResponses(401, 403, 404, 413, 415, 422, 503) },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readDocumentFile(request);
      const parsed = documentCreateFieldsSchema.safeParse(fields);
      if (!parsed.success) throw new AppError('validation_failed', 'common.validationFailed', { errors: fieldErrors(parsed.error) });
      const outcome = await addDocument(db(), request.user!.id, request.params.id, parsed.data, file, notices());
      if (outcome.kind !== 'done') throw unitNotFound();
      app.mailer.nudge();
      const message = translate('documents.added', requestLanguage(request), { title: outcome.document.title });
      return reply.code(201).send({ message, document: await officeAnswer(db(), outcome.document) });
    },
  );

  app.post(
    '/documents/:id/versions',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: 'Upload a new version of a document (the office; multipart "file")',
        description: `${uploadDoc} The earlier versions are kept (listed and downloadable by the office). Written to the unit's history (document_version_added).`,
        consumes: ['multipart/form-data'],
        security: bearer,
        params: idParamsSchema,
        response: { 201: documentWriteResponseSchema, ...errorResponses(401, 403, 404, 413, 415, 422, 503) },
      },
    },
    async (request, reply) => {
      const { file } = await readDocumentFile(request);
      const outcome = await addVersion(db(), request.user!.id, request.params.id, file);
      if (outcome.kind !== 'done') throw documentNotFound();
      const message = translate('documents.versionAdded', requestLanguage(request), { title: outcome.document.title, version: outcome.document.version });
      return reply.code(201).send({ message, document: await officeAnswer(db(), outcome.document) });
    },
  );
};

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // A document shared with the buyer tells them (decision 058).
  const notices = () => ({ mailer: app.mailer, publicUrl: app.config.publicUrl });
  await app.register(multipartUploads);

  app.get(
    '/units/:id/documents',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "A unit's documents, newest first (the office: all, with versions; the unit's buyer: the shared ones)",
        description: "The buyer is the unit's user while it is reserved or sold. Anyone else: 404, as for an unknown unit.",
        security: bearer,
        params: idParamsSchema,
        response: { 200: unitDocumentListSchema, ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (request) => {
      const documents = await documentsOfUnit(db(), request.user!, request.params.id);
      if (!documents) throw unitNotFound();
      return documents;
    },
  );

  app.put(
    '/documents/:id',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "Change a document's title, kind or sharing (the office)",
        description: "At least one of title, kind, shared. A real change is written to the unit's history (document_changed, with each field's from and to).",
        security: bearer,
        params: idParamsSchema,
        body: documentUpdateSchema,
        response: { 200: documentWriteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await changeDocument(db(), request.user!.id, request.params.id, request.body, notices());
      if (outcome.kind !== 'done') throw documentNotFound();
      app.mailer.nudge();
      const message = translate('documents.changed', requestLanguage(request), { title: outcome.document.title });
      return { message, document: await officeAnswer(db(), outcome.document) };
    },
  );

  app.delete(
    '/documents/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Delete a document and all its versions (Admin)',
        description: "Written to the unit's history (document_deleted, with its title, kind and number of versions).",
        security: bearer,
        params: idParamsSchema,
        response: { 200: documentDeleteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const outcome = await removeDocument(db(), request.user!.id, request.params.id);
      if (outcome.kind !== 'done') throw documentNotFound();
      return { success: true as const, message: translate('documents.deleted', requestLanguage(request), { title: outcome.document.title }) };
    },
  );

  app.get(
    '/documents/:id/file',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "A document's file: its newest version, or ?version=N (the office)",
        description:
          'As an attachment with a safe file name, `Cache-Control: private, no-store`, its own Content-Type and `X-Content-Type-Options: nosniff`. ' +
          'The buyer gets the newest version of a shared document of their unit; anyone else, or an earlier version asked by the buyer: 404.',
        security: bearer,
        params: idParamsSchema,
        querystring: documentFileQuerySchema,
        response: {
          200: { description: 'The file', content: Object.fromEntries(DOCUMENT_CONTENT_TYPES.map((type) => [type, { schema: binary }])) },
          ...errorResponses(401, 404, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const found = await visibleDocument(db(), request.user!, request.params.id);
      if (!found) throw documentNotFound();
      const asked = request.query.version ?? found.document.version;
      if (found.view === 'buyer' && asked !== found.document.version) throw documentNotFound();
      const version = await findVersion(db(), found.document.id, asked);
      if (!version) throw documentNotFound();
      return reply
        .type(version.contentType)
        .header('content-length', String(version.size))
        .header('content-disposition', attachmentHeader(downloadName(found.document.title, version.contentType)))
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${version.sha256}"`)
        .send(Readable.from(readChunks(db(), version.id)) as unknown as string);
    },
  );
};
