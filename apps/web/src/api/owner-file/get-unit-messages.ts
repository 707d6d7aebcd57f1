// GET /units/{id}/messages (issue 34, decision 049): a unit's thread between its buyer and the
// office, oldest first (newest last), and how many of the other side's messages were unread
// before this read — the read itself marks them read for the reader's side. Kept on the device
// as the documents are. Author names are names; only a deleted account's is translated, so the
// language is in the key as for every translated answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, MessageThread } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';

export async function fetchUnitMessages(unitId: number, { signal, lang }: LocalisedCallOptions): Promise<MessageThread> {
  return apiRequestChecked(`/units/${unitId}/messages`, (s) => s.messageThreadSchema, { signal, lang });
}

export const unitMessagesQueryOptions = (unitId: number, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.ownerFile.messages(unitId, lang),
    // null: not this reader's unit (a 404).
    queryFn: async ({ signal, client }) => {
      const thread = await orMissing(fetchUnitMessages(unitId, { signal, lang }));
      // Read: the server moved the mark, so the count the way in shows is 0 from now on.
      if (thread) client.setQueryData(queryKeys.ownerFile.unread(unitId), { unread: 0 });
      return thread;
    },
    staleTime: 30_000,
  });

/** The buyer's and the office's: reading it marks the other side's messages read for the reader. */
export function useUnitMessages(unitId: number) {
  const lang = useLanguage();
  return useQuery(unitMessagesQueryOptions(unitId, lang));
}
