// GET /properties/{id}/audit (Admin): a unit's audit trail, newest first — who assigned it to
// whom, and when. Names and dates only, so no language in the key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitAuditEntry } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchUnitAudit(propertyId: number, { signal, lang }: CallOptions = {}): Promise<UnitAuditEntry[]> {
  return apiRequestChecked(`/properties/${propertyId}/audit`, (s) => s.unitAuditListSchema, { signal, lang });
}

export const unitAuditQueryOptions = (propertyId: number) =>
  queryOptions({ queryKey: queryKeys.properties.audit(propertyId), queryFn: ({ signal }) => fetchUnitAudit(propertyId, { signal }), staleTime: 0 });

/** The Admin's and the sales team's (decision 034). */
export const useUnitAudit = (propertyId: number) => useQuery(unitAuditQueryOptions(propertyId));
