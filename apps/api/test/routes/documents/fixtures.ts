// Files and multipart bodies for the documents tests (issue 34): real PDF, JPEG, PNG and WebP
// files, and the fakes a content check must refuse.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { auditLog, unitDocumentChunks, unitDocumentVersions, unitDocuments } from '../../../src/db/schema';

/** A small, valid PDF; `padding` bytes of a comment make it as large as a test needs. */
export function pdf(text = 'Contrato', padding = 0): Buffer {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\n`;
  const pad = padding > 0 ? `%${'x'.repeat(Math.max(0, padding - 2))}\n` : '';
  return Buffer.from(`${body}${pad}trailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/** A PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const base = pdf('big').length;
  const out = pdf('big', size - base);
  if (out.length !== size) throw new Error(`pdfOfSize: ${out.length} != ${size}`);
  return out;
}

export const picture = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f5f5b' } })
    .toFormat(format)
    .toBuffer();

/** A Windows executable's first bytes ("MZ" and the DOS stub), whatever its name says. */
export const EXECUTABLE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120, 0), Buffer.from('This program cannot be run in DOS mode.\r\n', 'latin1')]);
/** A ZIP archive's local header and end of central directory. */
const ZIP_TAIL = Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1'), Buffer.alloc(30, 0x41), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18, 0)]);
/** A PDF with a ZIP after its end: a classic polyglot. */
export const PDF_ZIP_POLYGLOT = Buffer.concat([pdf('polyglot'), ZIP_TAIL]);
/** An HTML page with a PDF's header inside a comment (not at offset 0). */
export const HTML_WITH_PDF = Buffer.concat([Buffer.from('<html><script>alert(1)</script><!-- '), pdf('inside'), Buffer.from(' --></html>')]);

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

let n = 0;
/** A multipart/form-data body with the parts in the given order. */
export function multipart(parts: Part[]) {
  const boundary = `----documents${Date.now()}${++n}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename !== undefined;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file ? `; filename="${part.filename}"` : ''}\r\n` +
          (file ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The body of an upload: the file and the document's fields. */
export function upload(file: Buffer, fields: Record<string, string> = { title: 'Contrato de compraventa', kind: 'contract', shared: 'true' }, filename = 'document.pdf', contentType = 'application/pdf') {
  return multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', value: file, filename, contentType }]);
}

/** How many documents, versions and chunks are stored, and how many document entries the history has. */
export async function storedCounts(db: Db) {
  const [documents] = await db.select({ n: count() }).from(unitDocuments);
  const [versions] = await db.select({ n: count() }).from(unitDocumentVersions);
  const [chunks] = await db.select({ n: count() }).from(unitDocumentChunks);
  const history = await db.select({ action: auditLog.action }).from(auditLog);
  return { documents: documents!.n, versions: versions!.n, chunks: chunks!.n, history: history.filter((h) => h.action.startsWith('document_')).length };
}

export async function documentIdsOfUnit(db: Db, unitId: number) {
  return (await db.select({ id: unitDocuments.id }).from(unitDocuments).where(eq(unitDocuments.propertyId, unitId))).map((r) => r.id);
}
