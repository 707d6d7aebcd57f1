// Pieces shared by the payments routes (issue 34, decision 048): the OpenAPI tag, the error
// answers, and the refusals of the domain outcomes as translated AppErrors.
import type { LocalizedText, Language } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import type { GenerateOutcome, SaveOutcome } from '../../payments/payment-writes';
import type { RecordOutcome } from '../../payments/payment-record';
import { formatMoney } from '../../payments/receipt-text';

export const TAG = 'payments';
export { bearer, errorResponses } from '../../http/route-schemas';

/** The unit is unknown or the caller may not see its schedule: one answer for both. */
export const unitNotFound = () => new AppError('not_found', 'payments.unitNotFound');
export const lineNotFound = () => new AppError('not_found', 'payments.lineNotFound');

const labelIn = (label: LocalizedText, lang: Language) => label[lang] || label.es;

export function refuseSave(outcome: Exclude<SaveOutcome, { kind: 'done' }>, lang: Language): AppError {
  switch (outcome.kind) {
    case 'not_found':
      return unitNotFound();
    case 'unknown_line':
      return new AppError('validation_failed', 'common.validationFailed', { errors: { [`lines.${outcome.index}.id`]: ['payments.lineUnknown'] } });
    case 'paid_line_changed':
      return new AppError('conflict', 'payments.paidLineChanged', { params: { label: labelIn(outcome.label, lang) } });
    case 'paid_line_removed':
      return new AppError('conflict', 'payments.paidLineRemoved', { params: { label: labelIn(outcome.label, lang) } });
  }
}

export function refuseGenerate(outcome: Exclude<GenerateOutcome, { kind: 'done' }>): AppError {
  switch (outcome.kind) {
    case 'not_found':
      return unitNotFound();
    case 'something_paid':
      return new AppError('conflict', 'payments.somethingPaid');
    case 'no_buyer':
      return new AppError('conflict', 'payments.noBuyer');
    case 'no_price':
      return new AppError('conflict', 'payments.noPrice');
    case 'no_plan':
      return new AppError('conflict', 'payments.noPlan');
  }
}

export function refuseRecord(outcome: Exclude<RecordOutcome, { kind: 'done' }>, lang: Language): AppError {
  switch (outcome.kind) {
    case 'not_found':
      return lineNotFound();
    case 'no_buyer':
      return new AppError('conflict', 'payments.noBuyer');
    case 'over_remaining':
      // A 422 on the amount, as any other amount that cannot be taken.
      return new AppError('validation_failed', 'common.validationFailed', {
        errors: { amount: ['payments.overRemaining'] },
        params: { remaining: formatMoney(outcome.remainingCents, outcome.currency, lang) },
      });
  }
}
