// POST /units/{id}/messages (issue 34, decision 049): a message to a unit's thread, by its buyer
// or the office. Offline it is kept in the outbox with its Idempotency-Key and sent once the
// connection returns (decision 052); the thread shows it as waiting meanwhile (useKeptMessages).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnitMessage } from '@vitrina/contracts';
import type { CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { keptWritesTo } from '../../offline/outbox';
import { sendOrKeep } from '../../offline/send-or-keep';

const messagesPath = (unitId: number) => `/units/${unitId}/messages`;

/** Sent (the message as the thread lists it) or kept on this device until the connection returns. */
export type MessageResult = { kept: false; message: UnitMessage } | { kept: true };

export async function postUnitMessage(unitId: number, body: string, { lang }: CallOptions = {}): Promise<MessageResult> {
  const result = await sendOrKeep({ kind: 'message', method: 'POST', path: messagesPath(unitId), body: { body }, lang, account: true }, (s) => s.messageWriteResponseSchema);
  return result.kept ? result : { kept: false, message: result.answer };
}

/** A message kept on this device, not sent yet. */
export interface KeptMessage {
  id: string;
  body: string;
  queuedAt: number;
}

/** The messages to this unit's thread written offline on this device and not sent yet, oldest first. */
export function useKeptMessages(unitId: number) {
  return useQuery({
    queryKey: queryKeys.outbox.messages(unitId),
    queryFn: async (): Promise<KeptMessage[]> => {
      if (typeof indexedDB === 'undefined') return [];
      const entries = await keptWritesTo('message', messagesPath(unitId));
      return entries.map((entry) => ({ id: entry.id, body: String((entry.body as { body?: unknown } | undefined)?.body ?? ''), queuedAt: entry.queuedAt }));
    },
    networkMode: 'always',
    staleTime: Infinity,
  });
}

export function usePostUnitMessage(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postUnitMessage(unitId, body),
    // Offline the message is kept, not paused in memory: it must survive a reload.
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.kept) return queryClient.invalidateQueries({ queryKey: queryKeys.outbox.messages(unitId) });
      // The office's inbox lists the thread's last message (decision 068).
      void queryClient.invalidateQueries({ queryKey: queryKeys.threadInbox.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.ownerFile.messagesAll(unitId) });
    },
  });
}
