// What a floor plan upload is, judged by its bytes: a PDF (kept as it is, up to
// FLOOR_PLAN_PDF_MAX_BYTES) or a picture (through the picture pipeline: checked, re-encoded to
// WebP at the responsive widths). Anything else is refused.
import { createHash } from 'node:crypto';
import { FLOOR_PLAN_PDF_MAX_BYTES } from '@vitrina/contracts';
import type { ProcessedImage } from '../images/image-processing';
import { prepareUpload, type PreparedUpload } from '../images/item-picture';
import { MAX_UPLOAD_BYTES } from '../images/upload-check';

export type FloorPlanUpload = { kind: 'image'; image: ProcessedImage } | { kind: 'pdf'; hash: string; data: Buffer };

export type PreparedFloorPlan =
  | { kind: 'ok'; plan: FloorPlanUpload }
  | { kind: 'too-large'; maxBytes: number }
  | { kind: Exclude<PreparedUpload['kind'], 'ok'> };

/** Every PDF starts with this header (ISO 32000), whatever its name or Content-Type says. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export const isPdf = (bytes: Buffer) => bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/** The largest upload any floor plan may be (the reader's limit); pictures have a lower one. */
export const FLOOR_PLAN_MAX_BYTES = Math.max(FLOOR_PLAN_PDF_MAX_BYTES, MAX_UPLOAD_BYTES);

export async function prepareFloorPlan(bytes: Buffer): Promise<PreparedFloorPlan> {
  if (isPdf(bytes)) {
    if (bytes.length > FLOOR_PLAN_PDF_MAX_BYTES) return { kind: 'too-large', maxBytes: FLOOR_PLAN_PDF_MAX_BYTES };
    return { kind: 'ok', plan: { kind: 'pdf', hash: createHash('sha256').update(bytes).digest('hex'), data: bytes } };
  }
  if (bytes.length > MAX_UPLOAD_BYTES) return { kind: 'too-large', maxBytes: MAX_UPLOAD_BYTES };
  const prepared = await prepareUpload(bytes);
  return prepared.kind === 'ok' ? { kind: 'ok', plan: { kind: 'image', image: prepared.image } } : prepared;
}
