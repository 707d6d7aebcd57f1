// GET /units/{id}/messages/unread (issue 34, decision 052): how many of the other side's
// messages the reader has not read, without reading the thread (its read mark stays) — the
// count the way into the file shows. Kept on the device with the rest of the file.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageUnread } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';

export async function fetchUnitUnread(unitId: number, { signal, lang }: CallOptions = {}): Promise<MessageUnread> {
  return apiRequestChecked(`/units/${unitId}/messages/unread`, (s) => s.messageUnreadSchema, { signal, lang });
}

export const unitUnreadQueryOptions = (unitId: number) =>
  queryOptions({
    queryKey: queryKeys.ownerFile.unread(unitId),
    // null: not this reader's unit (a 404).
    queryFn: ({ signal }) => orMissing(fetchUnitUnread(unitId, { signal })),
    staleTime: 30_000,
  });

/** The buyer's and the office's; `enabled: false` until the reader is known to be in the thread. */
export const useUnitUnread = (unitId: number, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...unitUnreadQueryOptions(unitId), enabled });
