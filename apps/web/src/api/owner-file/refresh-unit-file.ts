// After an office write on a unit's file (issue 34, decision 053): what it may have changed
// reloads — the documents (a payment files its receipt), the schedule (a deleted receipt leaves
// its line) — and a write that answers the schedule puts it straight into the query of the
// language it was asked in.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PaymentSchedule } from '@vitrina/contracts';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';

export function useRefreshUnitFile(unitId: number) {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useCallback(
    (answer?: { schedule?: PaymentSchedule }) => {
      if (answer?.schedule) queryClient.setQueryData(queryKeys.ownerFile.payments(unitId, lang), answer.schedule);
      return queryClient.invalidateQueries({ queryKey: queryKeys.ownerFile.unit(unitId) });
    },
    [queryClient, lang, unitId],
  );
}
