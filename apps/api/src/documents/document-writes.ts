// A unit's documents (issue 34, decision 046): who may see what, and the office's writes. Each
// write is one transaction with its entry in the unit's history (audit_log), so a document and
// its history never disagree. Functions return typed outcomes, never HTTP answers.
import type { DocumentKind, UnitDocument, UserType } from '@vitrina/contracts';
import type { Db } from '../db/client';
import {
  DOCUMENT_ACTIONS,
  addHistory,
  deleteDocument,
  findDocument,
  findUnitAccess,
  insertDocument,
  insertVersion,
  listDocuments,
  listVersions,
  setCurrentVersion,
  updateDocument,
  type DocumentRow,
  type NewFile,
  type VersionRow,
} from './documents-repository';
import { buyerLink, notifyIn, type Notices } from '../notifications/notify';
import type { Tx } from '../notifications/notifications-repository';

/** The office: the Admin and the sales team (decisions 033, 034). */
const OFFICE: readonly UserType[] = ['Admin', 'Vitrina', 'Selecta'];

export interface Caller {
  id: number;
  type: string;
}

export const isOffice = (caller: Caller) => (OFFICE as readonly string[]).includes(caller.type);

/**
 * What the caller may see of a unit's documents: all of them (the office), the shared ones (the
 * unit's buyer, while it is reserved or sold), or nothing — and then not even that the unit has any.
 */
export type DocumentView = 'office' | 'buyer' | 'none';

export async function viewOfUnit(db: Db, caller: Caller, unitId: number): Promise<DocumentView> {
  const unit = await findUnitAccess(db, unitId);
  if (!unit) return 'none';
  if (isOffice(caller)) return 'office';
  return unit.buyerId !== null && unit.buyerId === caller.id ? 'buyer' : 'none';
}

/** The document, if the caller may know it exists; the buyer only a shared one of their unit. */
export async function visibleDocument(db: Db, caller: Caller, documentId: number): Promise<{ document: DocumentRow; view: 'office' | 'buyer' } | undefined> {
  const document = await findDocument(db, documentId);
  if (!document) return undefined;
  const view = await viewOfUnit(db, caller, document.unitId);
  if (view === 'none' || (view === 'buyer' && !document.shared)) return undefined;
  return { document, view };
}

function answerOf(document: DocumentRow, versions: VersionRow[], withVersions: boolean): UnitDocument {
  const own = versions.filter((v) => v.documentId === document.id);
  const current = own.find((v) => v.version === document.version)!;
  return {
    id: document.id,
    unit_id: document.unitId,
    title: document.title,
    kind: document.kind,
    shared: document.shared,
    version: document.version,
    content_type: current.contentType,
    size: current.size,
    created_at: document.createdAt.toISOString(),
    updated_at: document.updatedAt.toISOString(),
    ...(withVersions
      ? { versions: own.map((v) => ({ version: v.version, content_type: v.contentType, size: v.size, sha256: v.sha256, created_at: v.createdAt.toISOString() })) }
      : {}),
  };
}

/** The unit's documents as the caller may see them, or undefined when they may not see the unit's. */
export async function documentsOfUnit(db: Db, caller: Caller, unitId: number): Promise<UnitDocument[] | undefined> {
  const view = await viewOfUnit(db, caller, unitId);
  if (view === 'none') return undefined;
  const documents = await listDocuments(db, unitId, view === 'buyer');
  const versions = await listVersions(db, documents.map((d) => d.id));
  return documents.map((d) => answerOf(d, versions, view === 'office'));
}

/** One document as the office lists it (after a write). */
export async function officeAnswer(db: Db, document: DocumentRow): Promise<UnitDocument> {
  return answerOf(document, await listVersions(db, [document.id]), true);
}

export type WriteOutcome = { kind: 'done'; document: DocumentRow } | { kind: 'not_found' };

const fileFacts = (file: NewFile, version: number) => ({ version, content_type: file.contentType, size: file.size, sha256: file.sha256, file_name: file.fileName });

/**
 * A document the buyer can now read (added shared, or changed to shared) is news for them: a
 * notification in the same transaction, and its mail if they want it (decision 058). Without
 * `notices` (a receipt filed by a payment, which tells of itself) nobody is told here.
 */
async function tellBuyer(tx: Tx, unitId: number, document: { id: number; title: string }, notices: Notices | undefined): Promise<void> {
  if (!notices) return;
  const unit = await findUnitAccess(tx, unitId);
  if (unit?.buyerId == null) return;
  await notifyIn(tx, { kind: 'document_shared', unitId, link: (u) => buyerLink(u.id), params: { title: document.title, document_id: document.id } }, [unit.buyerId], notices);
}

export function addDocument(
  db: Db,
  actorId: number,
  unitId: number,
  fields: { title: string; kind: DocumentKind; shared: boolean },
  file: NewFile,
  notices?: Notices,
): Promise<WriteOutcome> {
  return db.transaction(async (tx): Promise<WriteOutcome> => {
    if (!(await findUnitAccess(tx, unitId))) return { kind: 'not_found' };
    const document = await insertDocument(tx, { unitId, actorId, ...fields });
    await insertVersion(tx, document.id, 1, file, actorId);
    await addHistory(tx, {
      action: DOCUMENT_ACTIONS.added,
      actorId,
      unitId,
      details: { document_id: document.id, title: fields.title, kind: fields.kind, shared: fields.shared, ...fileFacts(file, 1) },
    });
    if (fields.shared) await tellBuyer(tx, unitId, document, notices);
    return { kind: 'done', document };
  });
}

export function addVersion(db: Db, actorId: number, documentId: number, file: NewFile): Promise<WriteOutcome> {
  return db.transaction(async (tx): Promise<WriteOutcome> => {
    // Locked: two uploads at once get versions n+1 and n+2, never the same number.
    const before = await findDocument(tx, documentId, true);
    if (!before) return { kind: 'not_found' };
    const version = before.version + 1;
    await insertVersion(tx, documentId, version, file, actorId);
    const document = await setCurrentVersion(tx, documentId, version);
    await addHistory(tx, { action: DOCUMENT_ACTIONS.versionAdded, actorId, unitId: before.unitId, details: { document_id: documentId, title: before.title, ...fileFacts(file, version) } });
    return { kind: 'done', document };
  });
}

export function changeDocument(
  db: Db,
  actorId: number,
  documentId: number,
  change: { title?: string; kind?: DocumentKind; shared?: boolean },
  notices?: Notices,
): Promise<WriteOutcome> {
  return db.transaction(async (tx): Promise<WriteOutcome> => {
    const before = await findDocument(tx, documentId, true);
    if (!before) return { kind: 'not_found' };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of ['title', 'kind', 'shared'] as const) {
      const to = change[field];
      if (to !== undefined && to !== before[field]) changes[field] = { from: before[field], to };
    }
    // Nothing really changes: nothing is written, not even a history entry.
    if (Object.keys(changes).length === 0) return { kind: 'done', document: before };
    const document = await updateDocument(tx, documentId, change);
    await addHistory(tx, { action: DOCUMENT_ACTIONS.changed, actorId, unitId: before.unitId, details: { document_id: documentId, title: document.title, changes } });
    if (!before.shared && document.shared) await tellBuyer(tx, before.unitId, document, notices);
    return { kind: 'done', document };
  });
}

export function removeDocument(db: Db, actorId: number, documentId: number): Promise<WriteOutcome> {
  return db.transaction(async (tx): Promise<WriteOutcome> => {
    const before = await findDocument(tx, documentId, true);
    if (!before) return { kind: 'not_found' };
    await deleteDocument(tx, documentId);
    await addHistory(tx, {
      action: DOCUMENT_ACTIONS.deleted,
      actorId,
      unitId: before.unitId,
      details: { document_id: documentId, title: before.title, kind: before.kind, shared: before.shared, versions: before.version },
    });
    return { kind: 'done', document: before };
  });
}
