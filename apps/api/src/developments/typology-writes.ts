// The Admin's writes to unit types (issue 21): create, edit, remove (refused while units or the
// catalogue depend on it), and their cover and floor plan. Same pattern as development-writes.ts:
// one transaction with the change signal's NOTIFY, an audit row, a typed outcome.
import type { TypologyWrite } from '@vitrina/contracts';
import type { ChangeSignal } from '../cache/change-signal';
import type { ProcessedImage } from '../images/image-processing';
import { deleteImageIfUnused, saveImage } from '../images/image-repository';
import { isForeignKeyViolation, isUniqueViolation } from './database-codes';
import { RefusedWrite, refusableWrite } from './refusable-write';
import { lockDevelopment, writeAudit, type Tx } from './developments-write-repository';
import type { FloorPlanUpload } from './floor-plan';
import {
  codeTakenInDevelopment,
  deleteStoredFileIfUnused,
  deleteTypology,
  insertTypology,
  picturesOf,
  readTypology,
  saveStoredFile,
  setCover,
  setFloorPlan,
  typologyUsage,
  updateTypology,
  type TypologyRecord,
} from './typologies-write-repository';

export type TypologyOutcome =
  | { kind: 'done'; developmentId: number; id: number }
  | { kind: 'not-found' }
  | { kind: 'code-taken' }
  | { kind: 'has-units'; units: number }
  | { kind: 'has-items'; code: string };

class Refused extends RefusedWrite<Exclude<TypologyOutcome, { kind: 'done' }>> {}

// A race the checks could not see: a unique code taken meanwhile, or a picture dropped by
// another write as this one linked it. Once more, the checks see the other's result.
const run = (signal: ChangeSignal, work: (tx: Tx) => Promise<{ developmentId: number; id: number }>) =>
  refusableWrite<TypologyOutcome>(signal, async (tx) => ({ kind: 'done', ...(await work(tx)) }), (e) => isUniqueViolation(e) || isForeignKeyViolation(e));

/**
 * The unit type, locked, after its development (the order every write takes, so two writes
 * never wait on each other crosswise).
 */
async function lockBoth(tx: Tx, id: number): Promise<TypologyRecord> {
  const unlocked = await readTypology(tx, id, { lock: false });
  if (!unlocked || !(await lockDevelopment(tx, { id: unlocked.developmentId }))) throw new Refused({ kind: 'not-found' });
  const locked = await readTypology(tx, id, { lock: true });
  if (!locked) throw new Refused({ kind: 'not-found' });
  return locked;
}

/** Drops what the unit type pointed at before, if nothing else shows it now. */
async function dropUnused(tx: Tx, before: TypologyRecord) {
  const old = picturesOf(before);
  for (const imageId of old.images) await deleteImageIfUnused(tx, imageId);
  if (old.file !== null) await deleteStoredFileIfUnused(tx, old.file);
}

async function refuseIfUsed(tx: Tx, unitType: TypologyRecord) {
  const usage = await typologyUsage(tx, unitType);
  if (usage.units > 0) throw new Refused({ kind: 'has-units', units: usage.units });
  if (usage.itemsOnlyHere) throw new Refused({ kind: 'has-items', code: unitType.code });
}

export function createTypology(signal: ChangeSignal, actorId: number, slug: string, body: TypologyWrite): Promise<TypologyOutcome> {
  return run(signal, async (tx) => {
    const development = await lockDevelopment(tx, { slug });
    if (!development) throw new Refused({ kind: 'not-found' });
    if (await codeTakenInDevelopment(tx, development.id, body.code, null)) throw new Refused({ kind: 'code-taken' });
    const id = await insertTypology(tx, development.id, body);
    await writeAudit(tx, { actorId, action: 'typology.create', developmentId: development.id, details: { typology_id: id, code: body.code } });
    return { developmentId: development.id, id };
  });
}

/** Edits every field. Its code may change only while nothing depends on it (as for removal). */
export function editTypology(signal: ChangeSignal, actorId: number, id: number, body: TypologyWrite): Promise<TypologyOutcome> {
  return run(signal, async (tx) => {
    const current = await lockBoth(tx, id);
    if (body.code !== current.code) {
      if (await codeTakenInDevelopment(tx, current.developmentId, body.code, id)) throw new Refused({ kind: 'code-taken' });
      await refuseIfUsed(tx, current);
    }
    await updateTypology(tx, id, body);
    await writeAudit(tx, { actorId, action: 'typology.update', developmentId: current.developmentId, details: { typology_id: id, code: body.code } });
    return { developmentId: current.developmentId, id };
  });
}

/** Refused while units point at it, or while the catalogue's items of its code would be left without a unit type. */
export function removeTypology(signal: ChangeSignal, actorId: number, id: number): Promise<TypologyOutcome> {
  return run(signal, async (tx) => {
    const current = await lockBoth(tx, id);
    await refuseIfUsed(tx, current);
    await deleteTypology(tx, id);
    await dropUnused(tx, current);
    await writeAudit(tx, { actorId, action: 'typology.delete', developmentId: current.developmentId, details: { typology_id: id, code: current.code } });
    return { developmentId: current.developmentId, id };
  });
}

export function setTypologyCover(signal: ChangeSignal, actorId: number, id: number, image: ProcessedImage): Promise<TypologyOutcome> {
  return run(signal, async (tx) => {
    const current = await lockBoth(tx, id);
    const imageId = await saveImage(tx, image);
    await setCover(tx, id, imageId);
    if (current.coverImageId !== null && current.coverImageId !== imageId) await deleteImageIfUnused(tx, current.coverImageId);
    await writeAudit(tx, { actorId, action: 'typology.cover', developmentId: current.developmentId, details: { typology_id: id, image: image.hash } });
    return { developmentId: current.developmentId, id };
  });
}

/** A picture (through the picture pipeline) or a PDF (kept as uploaded); null removes the plan. */
export function setTypologyFloorPlan(signal: ChangeSignal, actorId: number, id: number, plan: FloorPlanUpload | null): Promise<TypologyOutcome> {
  return run(signal, async (tx) => {
    const current = await lockBoth(tx, id);
    let stored: { imageId: number } | { fileId: number } | null = null;
    if (plan?.kind === 'image') stored = { imageId: await saveImage(tx, plan.image) };
    if (plan?.kind === 'pdf') stored = { fileId: await saveStoredFile(tx, { hash: plan.hash, contentType: 'application/pdf', data: plan.data }) };
    await setFloorPlan(tx, id, stored);
    await dropUnused(tx, { ...current, coverImageId: null });
    const details = plan === null ? { typology_id: id } : { typology_id: id, kind: plan.kind, hash: plan.kind === 'pdf' ? plan.hash : plan.image.hash };
    await writeAudit(tx, { actorId, action: plan === null ? 'typology.floor_plan_remove' : 'typology.floor_plan', developmentId: current.developmentId, details });
    return { developmentId: current.developmentId, id };
  });
}
