// PUT /units/{id}/payments (the office; issue 34, decision 048): the whole schedule — lines with
// an id are kept, without are added, unpaid lines left out are removed; a paid line keeps its
// amount and date (else 409).
import { useMutation } from '@tanstack/react-query';
import type { ScheduleWrite, ScheduleWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { useRefreshUnitFile } from './refresh-unit-file';

export function saveUnitPayments(unitId: number, body: ScheduleWrite): Promise<ScheduleWriteResponse> {
  return apiRequestChecked(`/units/${unitId}/payments`, (s) => s.scheduleWriteResponseSchema, { method: 'PUT', body });
}

export function useSaveUnitPayments(unitId: number) {
  const refresh = useRefreshUnitFile(unitId);
  return useMutation({ mutationFn: (body: ScheduleWrite) => saveUnitPayments(unitId, body), onSuccess: (answer) => refresh(answer) });
}
