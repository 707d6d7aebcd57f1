// The SQL of a unit's documents (issue 34, decision 046): the documents, their versions and the
// versions' bytes in chunks, and the unit-history entries every write leaves in audit_log.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DocumentContentType, DocumentKind } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { DOCUMENT_CHUNK_BYTES, auditLog, properties, unitDocumentChunks, unitDocumentVersions, unitDocuments } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

export { DOCUMENT_CHUNK_BYTES };

/** The history actions of documents, in the unit's audit trail. */
export const DOCUMENT_ACTIONS = {
  added: 'document_added',
  versionAdded: 'document_version_added',
  changed: 'document_changed',
  deleted: 'document_deleted',
} as const;

/** Chunks per INSERT and per SELECT: about 1 MB at a time, so no statement carries a whole file. */
const CHUNKS_PER_STATEMENT = 8;

export interface UnitAccess {
  id: number;
  /** The buyer while the unit is reserved or sold; null otherwise. */
  buyerId: number | null;
}

/** The unit and its buyer (its user while reserved or sold), or undefined. */
export async function findUnitAccess(db: Queryable, unitId: number): Promise<UnitAccess | undefined> {
  const [row] = await db.select({ id: properties.id, userId: properties.userId, status: properties.status }).from(properties).where(eq(properties.id, unitId));
  if (!row) return undefined;
  return { id: row.id, buyerId: row.status === 'reserved' || row.status === 'sold' ? row.userId : null };
}

export interface DocumentRow {
  id: number;
  unitId: number;
  title: string;
  kind: DocumentKind;
  shared: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface VersionRow {
  id: number;
  documentId: number;
  version: number;
  contentType: DocumentContentType;
  size: number;
  sha256: string;
  createdAt: Date;
}

const documentColumns = {
  id: unitDocuments.id,
  unitId: unitDocuments.propertyId,
  title: unitDocuments.title,
  kind: sql<DocumentKind>`${unitDocuments.kind}`,
  shared: unitDocuments.shared,
  version: unitDocuments.currentVersion,
  createdAt: unitDocuments.createdAt,
  updatedAt: unitDocuments.updatedAt,
};
const versionColumns = {
  id: unitDocumentVersions.id,
  documentId: unitDocumentVersions.documentId,
  version: unitDocumentVersions.version,
  contentType: sql<DocumentContentType>`${unitDocumentVersions.contentType}`,
  size: unitDocumentVersions.size,
  sha256: unitDocumentVersions.sha256,
  createdAt: unitDocumentVersions.createdAt,
};

export async function findDocument(db: Queryable, documentId: number, lock = false): Promise<DocumentRow | undefined> {
  const query = db.select(documentColumns).from(unitDocuments).where(eq(unitDocuments.id, documentId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A unit's documents, newest first; only the shared ones when `sharedOnly`. */
export function listDocuments(db: Queryable, unitId: number, sharedOnly: boolean): Promise<DocumentRow[]> {
  return db
    .select(documentColumns)
    .from(unitDocuments)
    .where(and(eq(unitDocuments.propertyId, unitId), sharedOnly ? eq(unitDocuments.shared, true) : undefined))
    .orderBy(desc(unitDocuments.createdAt), desc(unitDocuments.id));
}

/** Every version of these documents, newest first. */
export async function listVersions(db: Queryable, documentIds: number[]): Promise<VersionRow[]> {
  if (documentIds.length === 0) return [];
  return db.select(versionColumns).from(unitDocumentVersions).where(inArray(unitDocumentVersions.documentId, documentIds)).orderBy(desc(unitDocumentVersions.version));
}

export async function findVersion(db: Queryable, documentId: number, version: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select(versionColumns)
    .from(unitDocumentVersions)
    .where(and(eq(unitDocumentVersions.documentId, documentId), eq(unitDocumentVersions.version, version)));
  return row;
}

export interface NewFile {
  chunks: readonly Buffer[];
  size: number;
  sha256: string;
  contentType: DocumentContentType;
  fileName: string;
}

/**
 * Bytes travel to and from the database as hex text (decode/encode in SQL): PGlite's bytea
 * parameters and results are converted byte by byte in JavaScript, about 2 s per MB in and
 * 0.4 s per MB out on this machine, against about 0.1 s per MB as hex (decision 046);
 * node-postgres sends and reads bytea as hex text anyway.
 */
const asHex = (data: Buffer) => sql`decode(${data.toString('hex')}, 'hex')`;

/** Inserts a version row and its chunks (the chunks as received: each at most DOCUMENT_CHUNK_BYTES). */
export async function insertVersion(tx: Tx, documentId: number, version: number, file: NewFile, actorId: number): Promise<VersionRow> {
  const [row] = await tx
    .insert(unitDocumentVersions)
    .values({ documentId, version, contentType: file.contentType, size: file.size, sha256: file.sha256, fileName: file.fileName, uploadedBy: actorId })
    .returning(versionColumns);
  for (let at = 0; at < file.chunks.length; at += CHUNKS_PER_STATEMENT) {
    await tx
      .insert(unitDocumentChunks)
      .values(file.chunks.slice(at, at + CHUNKS_PER_STATEMENT).map((data, i) => ({ versionId: row!.id, seq: at + i, data: asHex(data) })));
  }
  return row!;
}

export async function insertDocument(tx: Tx, values: { unitId: number; title: string; kind: DocumentKind; shared: boolean; actorId: number }): Promise<DocumentRow> {
  const [row] = await tx
    .insert(unitDocuments)
    .values({ propertyId: values.unitId, title: values.title, kind: values.kind, shared: values.shared, createdBy: values.actorId })
    .returning(documentColumns);
  return row!;
}

export async function setCurrentVersion(tx: Tx, documentId: number, version: number): Promise<DocumentRow> {
  const [row] = await tx.update(unitDocuments).set({ currentVersion: version, updatedAt: sql`now()` }).where(eq(unitDocuments.id, documentId)).returning(documentColumns);
  return row!;
}

export async function updateDocument(tx: Tx, documentId: number, change: { title?: string; kind?: DocumentKind; shared?: boolean }): Promise<DocumentRow> {
  const [row] = await tx
    .update(unitDocuments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(unitDocuments.id, documentId))
    .returning(documentColumns);
  return row!;
}

export async function deleteDocument(tx: Tx, documentId: number): Promise<void> {
  await tx.delete(unitDocuments).where(eq(unitDocuments.id, documentId));
}

export async function addHistory(tx: Tx, entry: { action: string; actorId: number; unitId: number; details: Record<string, unknown> }): Promise<void> {
  await tx.insert(auditLog).values({ action: entry.action, actorId: entry.actorId, propertyId: entry.unitId, details: entry.details });
}

/** A version's bytes, in order, about 1 MB per query: a download never holds the whole file. */
export async function* readChunks(db: Db, versionId: number): AsyncGenerator<Buffer> {
  for (let from = 0; ; from += CHUNKS_PER_STATEMENT) {
    const rows = await db
      .select({ hex: sql<string>`encode(${unitDocumentChunks.data}, 'hex')` })
      .from(unitDocumentChunks)
      .where(and(eq(unitDocumentChunks.versionId, versionId), gte(unitDocumentChunks.seq, from), lt(unitDocumentChunks.seq, from + CHUNKS_PER_STATEMENT)))
      .orderBy(asc(unitDocumentChunks.seq));
    for (const row of rows) yield Buffer.from(row.hex, 'hex');
    if (rows.length < CHUNKS_PER_STATEMENT) return;
  }
}
