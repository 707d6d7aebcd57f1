// POST /units/{id}/payments/generate (the office; issue 34, decision 048): the schedule made
// again from the development's payment plan, the unit's price and its reservation day. Refused
// (409, translated) once anything is paid, or without a buyer, a price or a plan.
import { useMutation } from '@tanstack/react-query';
import type { ScheduleWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { useRefreshUnitFile } from './refresh-unit-file';

export function generateUnitPayments(unitId: number): Promise<ScheduleWriteResponse> {
  return apiRequestChecked(`/units/${unitId}/payments/generate`, (s) => s.scheduleWriteResponseSchema, { method: 'POST' });
}

export function useGenerateUnitPayments(unitId: number) {
  const refresh = useRefreshUnitFile(unitId);
  return useMutation({ mutationFn: () => generateUnitPayments(unitId), onSuccess: (answer) => refresh(answer) });
}
