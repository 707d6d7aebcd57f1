// A unit's documents (issue 34, the owner's file; decision 046): a document (title, kind, shared
// with the buyer or not), its versions (every upload is kept), and each version's bytes in
// chunks of DOCUMENT_CHUNK_BYTES, so neither an upload, a download nor a backup holds a whole
// 20 MB file in one value.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_KINDS } from '@vitrina/contracts';
import { bytea, createdAt, inList } from './columns';
import { users } from './accounts';
import { properties } from './development';

/** The size of one stored chunk of a document's file (the last one may be shorter). */
export const DOCUMENT_CHUNK_BYTES = 128 * 1024;

export const unitDocuments = pgTable(
  'unit_documents',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    /** Whether the unit's buyer sees it. */
    shared: boolean('shared').notNull().default(false),
    /** The newest version's number (1 for the first upload). */
    currentVersion: integer('current_version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unit_documents_property_idx').on(t.propertyId),
    check('unit_documents_kind_check', sql`${t.kind} in (${inList(DOCUMENT_KINDS)})`),
    check('unit_documents_version_check', sql`${t.currentVersion} >= 1`),
  ],
);

export const unitDocumentVersions = pgTable(
  'unit_document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => unitDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the whole file, hex: checked when a backup is restored and handed as the ETag. */
    sha256: text('sha256').notNull(),
    /** The name the file was uploaded with (shown to the office only; never used to judge it). */
    fileName: text('file_name').notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('unit_document_versions_document_version_idx').on(t.documentId, t.version),
    check('unit_document_versions_content_type_check', sql`${t.contentType} in (${inList(DOCUMENT_CONTENT_TYPES)})`),
    check('unit_document_versions_size_check', sql`${t.size} > 0`),
  ],
);

export const unitDocumentChunks = pgTable(
  'unit_document_chunks',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => unitDocumentVersions.id, { onDelete: 'cascade' }),
    /** 0, 1, 2 … in the file's order. */
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.seq] })],
);
