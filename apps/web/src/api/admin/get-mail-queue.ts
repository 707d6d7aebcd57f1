// GET /admin/mail (issue 24, Admin): the mail queue's counts and its newest queued and failed
// mails, for Settings. Read fresh on every opening of the dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailQueue } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchMailQueue({ signal, lang }: CallOptions = {}): Promise<MailQueue> {
  return apiRequestChecked('/admin/mail', (s) => s.mailQueueSchema, { signal, lang });
}

export const mailQueueQueryOptions = () => queryOptions({ queryKey: queryKeys.mailQueue.all, queryFn: ({ signal }) => fetchMailQueue({ signal }), staleTime: 0, gcTime: 0 });

export const useMailQueue = () => useQuery(mailQueueQueryOptions());
