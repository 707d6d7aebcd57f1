// POST /contact (SPEC §2.19): a sales lead, from the contact page or — with `package` — from
// the package modal, which files the signed-in user's interest in a package (issue 4).
// Offline, the lead is kept and sent when the connection returns, once (issue 12). Its language
// is the Accept-Language of the write, kept with it (offline/send-or-keep.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactRequest, PackageName, User } from '@vitrina/contracts';
import type { CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { sendOrKeep } from '../../offline/send-or-keep';

/** Sent (the server's confirmation, checked) or kept on this device until the connection returns. */
export type ContactResult = { kept: false; message?: string } | { kept: true };

export async function postContact(body: ContactRequest, { lang }: CallOptions = {}): Promise<ContactResult> {
  const result = await sendOrKeep({ kind: body.package ? 'interest' : 'lead', method: 'POST', path: '/contact', body, lang }, (s) => s.contactResponseSchema);
  return result.kept ? result : { kept: false, message: result.answer.message };
}

/** The package modal's lead: the signed-in user's own details and the package chosen. */
export const packageInterest = (user: User, pack: PackageName): ContactRequest => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  package: pack,
});

export function usePostContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRequest) => postContact(body),
    // Offline the lead is kept, not paused in memory: it must survive a reload.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
  });
}
