// Pieces shared by the package choice's routes (issue 35, decision 059): the OpenAPI tag, the
// error answers, a level's name in a sentence, the refusals, and the check made on a buyer's
// request before its body is read.
import type { FastifyRequest } from 'fastify';
import { idSchema, type Category, type Language } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { translate } from '../../i18n/translate';
import { askerRole, type DecisionOutcome, type RequestOutcome, type WithdrawOutcome } from '../../selections/package-selection';

export const TAG = 'selections';
export { bearer, errorResponses } from '../../http/route-schemas';

/** The unit is unknown or the caller may not see its choice: one answer for both. */
export const unitNotFound = () => new AppError('not_found', 'selections.unitNotFound');

/** GOLD, PREMIUM and BLACK are names; the standard level is a word of the language. */
export const levelName = (level: Category, lang: Language) => (level === 'ESTANDAR' ? translate('selections.standard', lang) : level);

export function refuseRequest(outcome: Exclude<RequestOutcome, { kind: 'done' }>, lang: Language): AppError {
  switch (outcome.kind) {
    case 'not_found':
      return unitNotFound();
    case 'deadline_passed':
      return new AppError('conflict', 'selections.deadlinePassed');
    case 'already_chosen':
      return new AppError('conflict', 'selections.alreadyChosen');
    case 'not_offered':
      return new AppError('conflict', 'selections.notOffered', { params: { package: levelName(outcome.level, lang) } });
  }
}

export function refuseDecision(outcome: Exclude<DecisionOutcome, { kind: 'done' }>): AppError {
  return outcome.kind === 'not_found' ? unitNotFound() : new AppError('conflict', 'selections.nothingPending');
}

export function refuseWithdrawal(outcome: Exclude<WithdrawOutcome, { kind: 'done' }>): AppError {
  if (outcome.kind === 'not_found') return unitNotFound();
  return new AppError('conflict', outcome.kind === 'deadline_passed' ? 'selections.deadlinePassed' : 'selections.nothingToWithdraw');
}

/**
 * preValidation of a buyer's request: the office is told only the buyer asks (403), anyone but
 * the unit's buyer gets the 404 of an unknown unit, whatever the body. A malformed id is left to
 * the params' own 422.
 */
export function checkAsker(db: () => Db) {
  return async (request: FastifyRequest) => {
    const id = idSchema.safeParse((request.params as { id?: unknown }).id);
    if (!id.success) return;
    const role = await askerRole(db(), request.user!, id.data);
    if (role === 'office') throw new AppError('forbidden', 'selections.buyerOnly');
    if (role === 'none') throw unitNotFound();
  };
}
