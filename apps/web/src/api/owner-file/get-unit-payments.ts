// GET /units/{id}/payments (issue 34, decision 048): a unit's payment schedule — its lines by
// date with their status (paid, due, overdue, upcoming: the server's), what was paid and the
// receipts, and the totals. A line's label comes in the request's language: the language is in
// the key. Kept on the device as the documents are.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, PaymentSchedule } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';

export async function fetchUnitPayments(unitId: number, { signal, lang }: LocalisedCallOptions): Promise<PaymentSchedule> {
  return apiRequestChecked(`/units/${unitId}/payments`, (s) => s.paymentScheduleSchema, { signal, lang });
}

export const unitPaymentsQueryOptions = (unitId: number, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.ownerFile.payments(unitId, lang),
    // null: not this reader's unit (a 404), shown as not found.
    queryFn: ({ signal }) => orMissing(fetchUnitPayments(unitId, { signal, lang })),
    staleTime: 30_000,
    // The kept copy first, then asked again on every mount: a change made elsewhere just before
    // (a payment, an approval, a shared document — what a notification links here for) shows
    // at once, not after 30 s (decision 059).
    refetchOnMount: 'always',
  });

/** The buyer's and the office's (the office's lines carry `labels` in every language too). */
export function useUnitPayments(unitId: number) {
  const lang = useLanguage();
  return useQuery(unitPaymentsQueryOptions(unitId, lang));
}
