// What every Admin write answers: the development as the Admin reads it afterwards, and a
// translated message. Also the refusals of the domain outcomes, as AppErrors.
import { PHOTOS_PER_PAGE_MAX, type DevelopmentWriteResponse, type Language } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import type { PhotoOutcome } from '../../developments/photo-writes';
import type { TypologyOutcome } from '../../developments/typology-writes';
import type { WriteOutcome } from '../../developments/development-writes';
import { AppError } from '../../http/errors';
import { translate } from '../../i18n/translate';
import { toAdminDevelopment } from './development-answer';
import { countUnits, findDevelopmentById, readDevelopmentParts, type DevelopmentRow } from './developments-repository';

export async function adminDevelopmentOf(db: Db, development: DevelopmentRow) {
  const [parts, units] = await Promise.all([readDevelopmentParts(db, development), countUnits(db, development.id)]);
  return toAdminDevelopment(parts, units);
}

export async function writeAnswer(db: Db, developmentId: number, lang: Language, messageKey: string, params: Record<string, string | number> = {}): Promise<DevelopmentWriteResponse> {
  const development = await findDevelopmentById(db, developmentId);
  if (!development) throw developmentNotFound();
  return { success: true, message: translate(messageKey, lang, params), development: await adminDevelopmentOf(db, development) };
}

const conflict = (key: string, field?: string, params?: Record<string, string | number>) =>
  new AppError('conflict', key, { ...(field && { errors: { [field]: [key] } }), ...(params && { params }) });
const invalid = (field: string, key: string) => new AppError('validation_failed', 'common.validationFailed', { errors: { [field]: [key] } });

export const developmentNotFound = () => new AppError('not_found', 'developments.notFound');

export function refuseDevelopment(outcome: Exclude<WriteOutcome, { kind: 'done' }>): AppError {
  switch (outcome.kind) {
    case 'not-found':
      return developmentNotFound();
    case 'slug-taken':
      return conflict('developments.slugTaken', 'slug');
    case 'code-taken':
      return conflict('developments.codeTaken', 'code');
    case 'unknown-price-typology':
      return invalid('package_prices', 'developments.priceTypologyMissing');
  }
}

export const orderMismatch = () => invalid('slugs', 'developments.orderIncomplete');

/** `whenEditing`: a refused code change says so, rather than "cannot be removed". */
export function refuseTypology(outcome: Exclude<TypologyOutcome, { kind: 'done' }>, whenEditing = false): AppError {
  switch (outcome.kind) {
    case 'not-found':
      return new AppError('not_found', 'developments.typologyNotFound');
    case 'code-taken':
      return conflict('developments.typologyCodeTaken', 'code');
    case 'has-units':
      return whenEditing ? conflict('developments.typologyCodeInUse', 'code') : conflict('developments.typologyHasUnits', undefined, { units: outcome.units });
    case 'has-items':
      return whenEditing ? conflict('developments.typologyCodeInUse', 'code') : conflict('developments.typologyHasItems', undefined, { code: outcome.code });
  }
}

/** `notFoundKey`: a photo write names the photo, an add or reorder the development. */
export function refusePhoto(outcome: Exclude<PhotoOutcome, { kind: 'done' }>, notFoundKey: string): AppError {
  switch (outcome.kind) {
    case 'not-found':
      return new AppError('not_found', notFoundKey);
    case 'too-many':
      return conflict('developments.tooManyPhotos', undefined, { max: PHOTOS_PER_PAGE_MAX });
    case 'mismatch':
      return invalid('ids', 'developments.photoOrderMismatch');
  }
}
