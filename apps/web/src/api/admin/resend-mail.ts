// POST /admin/mail/{id}/resend (issue 24, Admin): a failed or waiting mail is queued again, due
// at once; the queue is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailQueueEntry } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function postResendMail(id: number, { lang }: CallOptions = {}): Promise<MailQueueEntry> {
  return apiRequestChecked(`/admin/mail/${id}/resend`, (s) => s.mailQueueEntrySchema, { method: 'POST', body: {}, lang });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postResendMail(id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.mailQueue.all }),
  });
}
